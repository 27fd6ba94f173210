// Asks, as the page starts, for the text of the language it will start in, and for what a
// view or a lesson needs beyond the page's own modules (the .wasm, its glue and the view's
// chunks), so a cold #/knight fetches them at once
// instead of one import at a time. index.html keeps their links in a <template> (written by
// scripts/preload.mjs), whose links fetch nothing until put in the page. The front page (a
// bare address, or #/?lang=zh) leaves them there: it is drawn without the wasm, which
// www/shell/app.js fetches after its first paint, so a phone's first screen costs the
// page's own files only. A classic script from the page's own files (the CSP allows no
// inline one), loaded async so the page's parsing and its other files never wait for it.
(function () {
  var files = /** @type {HTMLTemplateElement | null} */ (document.getElementById('view-files'));
  if (!files) return;
  var route = location.hash.replace(/^#\/?/, '').split('?')[0];
  var links = document.importNode(files.content, true).querySelectorAll('link');
  // The language the page will most likely start in: lang= in the address, else the first
  // of the browser's languages the page has, else the first (www/shell/app.js decides; a
  // wrong guess here costs a fetch, never the wrong words).
  /** @type {Record<string, boolean>} */
  var have = {};
  var first = null;
  for (var i = 0; i < links.length; i++) {
    var code = links[i].getAttribute('data-lang');
    if (code !== null) { have[code] = true; first = first || code; }
  }
  var asked = /[?&]lang=([a-z]+)/i.exec(location.hash);
  var lang = asked && have[asked[1].toLowerCase()] ? asked[1].toLowerCase() : null;
  var wanted = navigator.languages || [navigator.language || ''];
  for (var j = 0; !lang && j < wanted.length; j++) {
    var c = String(wanted[j]).toLowerCase().split('-')[0];
    if (have[c]) lang = c;
  }
  lang = lang || first;
  for (var k = 0; k < links.length; k++) {
    var l = links[k].getAttribute('data-lang');
    // data-views: the routes that need it; none: every view and lesson.
    var views = links[k].getAttribute('data-views');
    if (l !== null ? l === lang : route && (views === null || (' ' + views + ' ').indexOf(' ' + route + ' ') >= 0)) document.head.appendChild(links[k]);
  }
})();
