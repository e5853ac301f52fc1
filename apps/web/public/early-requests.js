// On a dashboard page, the API reads the page starts with are sent now, beside the download of the app, instead
// of after it has run (issue 10.1). The page lists them in #devlearn-early-requests, written by the build from
// the route's own loader, with `__name__` where the address's `:name` goes. The app takes each response once
// (src/lib/earlyResponses.ts). Only with a stored token, and only for the address itself: a query string picks
// other data (a blog tab), which the app asks for itself.
(function () {
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
  var data = document.getElementById('devlearn-early-requests');
  var token = localStorage.getItem('token');
  if (!data || !token || window.location.search || !freshFor(token, 60)) return;
  var page = JSON.parse(data.textContent);
  var wanted = page.pattern.split('/');
  var given = window.location.pathname.split('/');
  if (wanted.length !== given.length) return;
  var params = {};
  for (var i = 0; i < wanted.length; i++) {
    if (wanted[i].charAt(0) === ':') params[wanted[i].slice(1)] = given[i];
    else if (wanted[i] !== given[i]) return;
  }
  var authorization = 'Bearer ' + token;
  window.__devlearnEarlyRequests = page.requests.map(function (template) {
    var url = template.replace(/__(\w+)__/g, function (marker, name) {
      return name in params ? params[name] : marker;
    });
    return {
      url: url,
      authorization: authorization,
      response: fetch(url, { headers: { authorization: authorization }, credentials: 'include' }),
    };
  });
})();
