// Runs in <head>, before the page's modules: where the address names a view or a lesson,
// the browser is told at once to fetch what it needs beyond the page's own modules (the
// .wasm, its glue, and the view's chunks), so a cold #/knight fetches them while it parses
// the page instead of one import at a time. index.html keeps them in a <template> (written
// by scripts/preload.mjs), whose links fetch nothing until put in the page. The front page
// (a bare address, or #/?lang=zh) leaves them there: it is drawn without the wasm, which
// www/shell/app.js fetches after its first paint, so a phone's first screen costs the page's
// own files only. A classic script from the page's own files, as the CSP allows no inline
// one.
(function () {
  var files = /** @type {HTMLTemplateElement | null} */ (document.getElementById('view-files'));
  var route = location.hash.replace(/^#\/?/, '').split('?')[0];
  if (!files || !route) return;
  var links = document.importNode(files.content, true).querySelectorAll('link');
  for (var i = 0; i < links.length; i++) {
    var views = links[i].getAttribute('data-views');
    if (views === null || (' ' + views + ' ').indexOf(' ' + route + ' ') >= 0) document.head.appendChild(links[i]);
  }
})();
