// Asks, as the page starts, for what a view or a lesson needs beyond the page's own modules
// (the .wasm, its glue and the view's chunks), so a cold #/knight fetches them at once
// instead of one import at a time. index.html keeps their links in a <template> (written by
// scripts/preload.mjs), whose links fetch nothing until put in the page. The front page (a
// bare address, or #/?lang=zh) leaves them there: it is drawn without the wasm, which
// www/shell/app.js fetches after its first paint, so a phone's first screen costs the
// page's own files only. A classic script from the page's own files (the CSP allows no
// inline one), loaded async so the page's parsing and its other files never wait for it.
(function () {
  var files = /** @type {HTMLTemplateElement | null} */ (document.getElementById('view-files'));
  var route = location.hash.replace(/^#\/?/, '').split('?')[0];
  if (!files || !route) return;
  var links = document.importNode(files.content, true).querySelectorAll('link');
  for (var i = 0; i < links.length; i++) {
    // data-views: the routes that need it; none: every view and lesson.
    var views = links[i].getAttribute('data-views');
    if (views === null || (' ' + views + ' ').indexOf(' ' + route + ' ') >= 0) document.head.appendChild(links[i]);
  }
})();
