// First-visit boot (issue 19; deferred, as the CSP allows no inline script). index.html holds Login
// prerendered (#login-shell, scripts/prerender-login.mjs), invisible until this decides. An
// anonymous Georgian visitor on / or /login sees it once its fonts are in, and the app's scripts
// (named in <meta name="app-entry">, vite.config.ts) are fetched after that paint; anyone else
// never sees it and the scripts are fetched at once. src/app/login-shell.ts swaps it for the app.
(function () {
  var shell = document.getElementById('login-shell');
  var show = false;
  try {
    var path = location.pathname;
    show = !!shell && (path === '/' || path === '/login') && !location.search && !/(^|;\s*)session=/.test(document.cookie) && localStorage.getItem('locale') !== 'en';
  } catch (e) {
    show = false; // storage refused: the app decides
  }

  function startApp() {
    var entry = document.querySelector('meta[name="app-entry"]');
    if (!entry) return; // the dev server loads the entry itself
    var urls = (entry.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < urls.length; i++) if (urls[i]) add('link', { rel: 'modulepreload', href: urls[i] });
    add('script', { type: 'module', src: entry.getAttribute('content') });
  }
  function add(tag, attrs) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var k in attrs) el[k] = attrs[k];
    document.head.appendChild(el);
  }

  if (!show) {
    if (shell) shell.remove();
    startApp();
    return;
  }
  var variants = shell.querySelectorAll('[data-media]'); // one per layout; this width's stays
  for (var j = 0; j < variants.length; j++) if (!matchMedia(variants[j].getAttribute('data-media')).matches) variants[j].remove();

  var started = false;
  function start() {
    if (!started) {
      started = true;
      startApp();
    }
  }
  var shown = false;
  function reveal() {
    if (shown) return;
    shown = true;
    shell.setAttribute('data-shown', '');
    // After the browser reports the paint (a frame callback can run before the frame is shown).
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) start();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    }
    setTimeout(start, 1000); // no paint entry (a hidden tab): start anyway
  }
  // Text painted in a fallback face and again in Noto Sans Georgian would jump: the shell waits
  // for its faces, Georgian and Latin (digits) in the three weights it uses (index.html preloads
  // them), but not for long.
  if (document.fonts && document.fonts.load) {
    var faces = [];
    for (var w = 400; w <= 600; w += 100) faces.push(document.fonts.load(w + ' 16px "Noto Sans Georgian"', 'ა1'));
    Promise.all(faces).then(reveal, reveal);
  } else reveal();
  setTimeout(reveal, 1500);
})();
