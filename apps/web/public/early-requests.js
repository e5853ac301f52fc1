// On a dashboard page, the API reads the page starts with are sent now, instead of after the app has run (issue
// 10.1). The page lists them in #devlearn-early-requests, written by the build from the route's own loader, with
// `__name__` where the address's `:name` goes. The app takes each response once (src/lib/earlyResponses.ts), and
// the page's first image is preloaded from them. Only with a stored token, and only for the address itself: a
// query string picks other data (a blog tab), which the app asks for itself.
//
// This script also starts the app (the page has no module script of its own): at once, or, on a page with a first
// paint (src/prerender/firstPaints.tsx), once that paint is up, so on a phone the heading or video arrives with its
// data instead of behind the app's code; at the latest FIRST_PAINT_WAIT_MS after this script ran.
(function () {
  var FIRST_PAINT_WAIT_MS = 1000;
  var data = document.getElementById('devlearn-early-requests');
  var page = data ? JSON.parse(data.textContent) : null;
  var appStarted = false;
  function startApp() {
    if (appStarted || !page || !page.app) return;
    appStarted = true;
    page.app.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = page.app.entry;
    document.head.appendChild(script);
  }

  // A token that has run out (or is about to, when the app renews it first: D30) is left to the app, whose
  // renewal and refresh page handle it; an early read with it would only come back 401.
  function freshFor(token, seconds) {
    try {
      var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var exp = JSON.parse(atob(payload)).exp;
      return typeof exp === 'number' && exp * 1000 > Date.now() + seconds * 1000;
    } catch {
      return false;
    }
  }
  var token = localStorage.getItem('token');
  if (!page || !token || window.location.search || !freshFor(token, 60)) return startApp();
  var wanted = page.pattern.split('/');
  var given = window.location.pathname.split('/');
  if (wanted.length !== given.length) return startApp();
  var params = {};
  for (var i = 0; i < wanted.length; i++) {
    if (wanted[i].charAt(0) === ':') params[wanted[i].slice(1)] = given[i];
    else if (wanted[i] !== given[i]) return startApp();
  }
  var authorization = 'Bearer ' + token;
  var bodies = [];
  window.__devlearnEarlyRequests = page.requests.map(function (template) {
    var url = template.replace(/__(\w+)__/g, function (marker, name) {
      return name in params ? params[name] : marker;
    });
    var response = fetch(url, { headers: { authorization: authorization }, credentials: 'include' });
    // A copy of the body for the image below, taken before the app reads the original.
    bodies.push({
      url: url,
      body: response.then(function (answer) {
        return answer.ok ? answer.clone().json() : null;
      }),
    });
    return { url: url, authorization: authorization, response: response };
  });

  // The page's first image (its LCP element) is preloaded as soon as the read that names it answers, at the width
  // the page will pick (the same srcset and sizes), so it downloads beside the app instead of after its render.
  // The page lists where to look, most likely first (src/prerender/dashboardShells.ts).
  function valueAt(body, path) {
    return path.split('.').reduce(function (value, key) {
      return value == null ? value : value[key];
    }, body);
  }
  function preloadFirstImage(hints) {
    if (hints.length === 0) return;
    var hint = hints[0];
    var read = bodies.filter(function (entry) {
      return entry.url.indexOf(hint.read) === 0;
    })[0];
    if (!read) return preloadFirstImage(hints.slice(1));
    read.body.then(
      function (body) {
        var image = valueAt(body, hint.at);
        if (!image || typeof image.url !== 'string') return preloadFirstImage(hints.slice(1));
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = image.url;
        if (image.srcset) {
          link.setAttribute('imagesrcset', image.srcset);
          link.setAttribute('imagesizes', hint.sizes);
        }
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      },
      function () {
        preloadFirstImage(hints.slice(1));
      },
    );
  }
  preloadFirstImage(page.firstImage || []);

  // The first paint: the template's `{{path}}` slots filled from the read's body (escaped), in place of the
  // shell's loading state. A missing value, a failed read or a page already taken over leaves the shell as it is.
  var ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (character) {
      return ESCAPES[character];
    });
  }
  function whenParsed(work) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', work);
    else work();
  }
  function paintFirst(paint) {
    var read =
      paint &&
      bodies.filter(function (entry) {
        return entry.url.indexOf(paint.read) === 0;
      })[0];
    if (!read) return startApp();
    setTimeout(startApp, FIRST_PAINT_WAIT_MS);
    read.body.then(function (body) {
      var complete = true;
      var html = paint.html.replace(/\{\{([\w.]+)\}\}/g, function (slot, path) {
        var value = valueAt(body, path);
        if (value == null || typeof value === 'object') complete = false;
        return complete ? escapeHtml(String(value)) : '';
      });
      if (!complete) return startApp();
      whenParsed(function () {
        var loader = document.querySelector('#root[data-shell] [data-slot="loader"]');
        var painted = null;
        if (loader && !appStarted) {
          var holder = document.createElement('div');
          holder.innerHTML = html;
          // The first element that is not a preload React put before an image of high priority.
          painted = holder.querySelector(':scope > :not(link)');
          // A paint for some readers only names the value that must be true (an enrolled learner's video).
          var condition = painted && painted.getAttribute('data-first-paint-if');
          if (condition && valueAt(body, condition) !== true) painted = null;
          if (painted) loader.replaceWith(painted);
        }
        // The app is asked for once the paint is on screen, its image included (the page's largest paint; it
        // was preloaded, so this waits for little).
        var afterFrame = function () {
          requestAnimationFrame(function () {
            setTimeout(startApp, 0);
          });
        };
        var image = painted && painted.querySelector('img');
        var poster = painted && painted.querySelector('video[poster]');
        if (poster) {
          // A video's poster has no element of its own to listen to: the same address, loaded once more, is
          // answered from the cache when the poster has arrived.
          image = new Image();
          image.src = poster.getAttribute('poster');
        }
        if (!image || image.complete) return afterFrame();
        image.addEventListener('load', afterFrame);
        image.addEventListener('error', afterFrame);
      });
    }, startApp);
  }
  paintFirst(page.firstPaint);
})();
