// What a prerendered page does before the app has taken it over (the CSP allows no inline script, so it is a file):
// - a form sent early would be sent natively, and the visitor would land on a fresh page (the app's forms are POST,
//   which the server answers with the page again; the course search, a GET, on its results): it is held, and the
//   app sends it once it runs (SendHeldInput). Sent before this script has run, the form goes natively;
// - a button pressed early (a topic card, a carousel arrow) has no handler yet: it is held, and the app presses it
//   again once it runs;
// - what is typed into a dashboard shell's field, and the field that has the focus, are noted: the app carries
//   them over to the page it renders over the shell;
// - an image marked `data-blur-up` starts blurred and sharpens when it has loaded, app or not.
(function () {
  // A held event goes no further: React listens on the page's root from the moment it starts hydrating, before the
  // app is ready, and a submit it saw there would be sent twice (once by React, once by SendHeldInput).
  function held(event) {
    if (window.__devlearnAppReady) return false;
    event.preventDefault();
    event.stopPropagation();
    return true;
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (held(event)) window.__devlearnHeldInput = { kind: 'submit', target: event.target };
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element && event.target.closest('button');
      // A submit button sends its form: the submit is what is held.
      if (button && button.type !== 'submit' && held(event)) {
        window.__devlearnHeldInput = { kind: 'click', target: button };
      }
    },
    true,
  );

  // A dashboard shell's fields are replaced by the page's when the app renders over it: what the visitor typed
  // into them, and the field they were in, are noted for the app to carry over (SendHeldInput).
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target;
      if (
        window.__devlearnAppReady ||
        !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      )
        return;
      var typed = (window.__devlearnTypedFields = window.__devlearnTypedFields || []);
      if (typed.indexOf(field) < 0) typed.push(field);
    },
    true,
  );
  document.addEventListener(
    'focusin',
    function (event) {
      if (!window.__devlearnAppReady) window.__devlearnFocusedField = event.target;
    },
    true,
  );
  document.addEventListener(
    'focusout',
    function (event) {
      var left = event.target;
      // The browser also sends focusout as it removes the focused field (the app rendering over the shell); only
      // a field still in the page a moment later was really left.
      Promise.resolve().then(function () {
        if (left.isConnected && window.__devlearnFocusedField === left)
          window.__devlearnFocusedField = undefined;
      });
    },
    true,
  );

  function sharpen(image) {
    if (image.complete && image.naturalWidth > 0) image.setAttribute('data-state', 'loaded');
  }
  document.addEventListener(
    'load',
    function (event) {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-blur-up'))
        sharpen(event.target);
    },
    true,
  );
  function sharpenLoaded() {
    document.querySelectorAll('img[data-blur-up]').forEach(sharpen);
  }
  // The script is async: the images that loaded before it ran are sharpened at once.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sharpenLoaded);
  else sharpenLoaded();
})();
