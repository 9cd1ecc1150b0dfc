// Sliding pieces, one of the table's scripts (web/table.js lists them and
// what they share): pieces marked data-flip slide from where they were to
// where a move put them, when animation is on and the system does not ask
// for reduced motion; the board's decision is framed again once they are
// still.
window.tabulaTable.start((shared) => {
  'use strict';
  const { canvasOf, frameDecision } = shared;
  const reduceQuery = matchMedia('(prefers-reduced-motion: reduce)');
  const sliding = new WeakMap(); // board viewport → the end of its pieces' slides

  // Sliding pieces: data-flip elements keep their place in the canvas, in
  // canvas units; one that moved is animated from the old place. Places
  // read at another width of the window or of the board's viewport are not
  // comparable (the board laid out anew: Battle Merchants' cards slid over
  // its map after a tablet was turned), so a change of width slides nothing.
  const places = new Map();
  const widths = new Map(); // game → the widths its places were read at

  function motionOn() {
    const root = document.querySelector('.tabula');
    return root && root.dataset.motion === 'on' && !reduceQuery.matches;
  }

  function placeOf(el, canvas) {
    if (el instanceof SVGGraphicsElement && el.ownerSVGElement) {
      const m = el.getCTM();
      const b = el.getBBox();
      return m ? { x: m.e + b.x * m.a, y: m.f + b.y * m.d, svg: true } : null;
    }
    const z = parseFloat(canvas.style.zoom) || 1;
    const r = el.getBoundingClientRect(), c = canvas.getBoundingClientRect();
    return { x: (r.left - c.left) / z, y: (r.top - c.top) / z, svg: false };
  }

  function flip(view) {
    const canvas = canvasOf(view);
    if (!canvas) return;
    const width = `${innerWidth}:${view.clientWidth}`;
    const animate = motionOn() && widths.get(view.dataset.game) === width;
    widths.set(view.dataset.game, width);
    const seen = new Set();
    const moved = [];
    // All places are read before any animation starts: an animation
    // started between two reads would make the next read lay the page out
    // again.
    for (const el of canvas.querySelectorAll('[data-flip]')) {
      const key = view.dataset.game + ':' + el.dataset.flip;
      seen.add(key);
      const now = placeOf(el, canvas);
      const was = places.get(key);
      places.set(key, now);
      if (!animate || !was || !now || was.svg !== now.svg) continue;
      const dx = was.x - now.x, dy = was.y - now.y;
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moved.push([el, dx, dy]);
    }
    const slides = moved.map(([el, dx, dy]) => el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
      { duration: 280, easing: 'cubic-bezier(0.2, 0, 0.2, 1)' }));
    if (slides.length) {
      // A sliding piece is measured where it slides from: the decision's
      // place (frameDecision) is looked for once the pieces are still. The
      // viewport says it is sliding meanwhile (data-sliding): a piece
      // redrawn in the middle of its slide is no longer among the page's
      // animations, and a reader of the page waits for this instead.
      const still = Promise.all(slides.map((a) => a.finished.catch(() => {})));
      sliding.set(view, still);
      view.dataset.sliding = 'true';
      still.then(() => {
        if (sliding.get(view) !== still) return;
        sliding.delete(view);
        delete view.dataset.sliding;
        const table = view.closest('.table');
        if (table) frameDecision(table, true);
      });
    }
    for (const key of places.keys()) {
      if (key.startsWith(view.dataset.game + ':') && !seen.has(key)) places.delete(key);
    }
  }

  shared.hooks.view.push(flip);
});
