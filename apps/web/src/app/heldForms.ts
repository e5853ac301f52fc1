/**
 * Forms sent between the page's first script and the app's start (ADR 0103): the browser would send them itself,
 * the server would answer 303 back to the page (apps/api src/web/web-app.ts) and what the visitor typed would be
 * gone. Until `started` resolves each such submit is held (its default prevented, the form remembered); then the
 * same form element, which hydration adopts as it is with what was typed in it, is sent again with
 * `requestSubmit()`, now to the app's own handler (React replays an event that reaches a node still hydrating).
 */
export function holdFormsUntil(started: Promise<unknown>, root: Document = document): Promise<void> {
  const held = new Set<HTMLFormElement>();
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.add(event.target);
  };
  root.addEventListener('submit', hold, true);
  const release = () => {
    root.removeEventListener('submit', hold, true);
    for (const form of held) if (form.isConnected) form.requestSubmit();
  };
  return started.then(release, release);
}
