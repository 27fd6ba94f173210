// What the page benchmarks share: the gaps between animation frames over three seconds in
// the page, and a percentile of them.

// The rAF gaps (ms) of `page` over three seconds.
export const frames = (page) => page.evaluate(() => new Promise((done) => {
  const gaps = [];
  let last = performance.now();
  const end = last + 3000;
  const tick = (now) => {
    gaps.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick); else done(gaps);
  };
  requestAnimationFrame(tick);
}));

// The `p` percentile (0..1) of `a`.
export const pct = (a, p) => a.slice().sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(p * a.length))];
