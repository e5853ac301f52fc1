// On a prerendered page, a form sent before the app has taken the page over would be sent natively: the page
// would reload with the fields (a password too) in its address. Hold it; the app sends it once it runs.
document.addEventListener(
  'submit',
  function (event) {
    if (window.__devlearnAppReady) return;
    event.preventDefault();
    window.__devlearnHeldSubmit = event.target;
  },
  true,
);
