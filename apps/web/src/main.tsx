import './app.css';

/**
 * The app's code (`startApp` and what it imports) is a chunk of its own, which the server's page links with
 * `modulepreload` so the browser fetches it beside the HTML; it runs after the browser has painted the page once,
 * so the first paint of the server's HTML never waits for the app to be parsed and run (ADR 0102). A page opened
 * in a background tab paints nothing until it is shown (no animation frames there): it starts at once.
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  void import('./app/startApp').then(({ startApp }) => startApp(container));
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
