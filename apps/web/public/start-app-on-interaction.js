// A prerendered public page that is complete without script (issue 10 point 2): its links are links, and a form
// sent or a button pressed early is held (before-app.js), so the app (the runtime, the router, the page's chunks)
// is loaded when the visitor first points, touches, types or moves focus, not with the page. With a stored session
// it is loaded at once: a signed-in visitor's header and the guest-only redirect need it.
(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  var events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) {
      window.removeEventListener(name, start, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (localStorage.getItem('token')) start();
  else
    events.forEach(function (name) {
      window.addEventListener(name, start, { capture: true, passive: true });
    });
})();
