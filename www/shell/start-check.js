// Says so when the page cannot start, where www/shell/app.js (a module) never runs to say it
// itself: a sandboxed frame whose server does not let other origins read the files (module
// scripts are fetched with CORS, and a frame without allow-same-origin is another origin to
// every file), or a module that failed to load. A classic script from the page's own files,
// so it runs where the CSP allows no inline script and where modules fail. Within two
// seconds of no start (at once when a module script fails), the status line gives the
// message and the "Open in Searchlight" link, to this frame on the full page in a tab of its
// own: in the language lang= or the browser asks for where index.html has its words
// (data-CODE beside the fallback language's text: the catalogue's 'start.stuck' and
// 'embed.open', copied in, and an end-to-end test holds them equal), else as written.
(function () {
  var root = document.documentElement;
  function stuck() {
    if (root.getAttribute('data-started') || root.getAttribute('data-stuck')) return;
    root.setAttribute('data-stuck', 'true');
    var words = document.getElementById('start-stuck');
    var status = document.getElementById('status');
    var lang = String((/[?&]lang=([a-z]+)/i.exec(location.hash) || [])[1] || (navigator.language || '').split('-')[0]).toLowerCase();
    // The element's words in `lang`, where index.html has them.
    /** @param {Element} el */
    function said(el) { return (/^[a-z]+$/.test(lang) && el.getAttribute('data-' + lang)) || el.textContent; }
    if (status && words) status.textContent = said(words);
    var open = /** @type {HTMLAnchorElement} */ (document.getElementById('open-full'));
    var bar = document.getElementById('embed-bar');
    if (open) {
      open.href = location.href.replace(/([?&])embed=1(&|$)/, '$1').replace(/[?&]$/, '');
      open.textContent = said(open);
    }
    if (bar) bar.style.display = 'block';
  }
  // A module script that fails to load (its error event does not bubble: caught on the way
  // down).
  window.addEventListener('error', function (e) {
    var el = /** @type {HTMLScriptElement} */ (e.target);
    if (el && el.tagName === 'SCRIPT' && el.type === 'module') stuck();
  }, true);
  setTimeout(stuck, 2000);
})();
