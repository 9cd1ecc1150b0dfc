// Press and hold (issue 43): on a touch screen nothing hovers, so holding a
// finger still on anything of the table that has a title (a card, a space,
// a token, an icon, a refused target) shows that title in a tip by the
// finger: the same words a mouse shows on hover. The click that follows
// the hold is swallowed, so holding a target reads it without playing it.
(() => {
  const hold = 500; // ms a finger must rest
  const slop = 10; // px it may drift meanwhile
  let timer = 0;
  let start = null;
  let tip = null;
  let swallow = false;

  // titleOf is the title of el or of the nearest element around it that
  // has one (an SVG shape's <title> child counts), inside the table.
  const titleOf = (el) => {
    for (; el && el.nodeType === 1; el = el.parentNode) {
      if (el.classList?.contains('table')) return '';
      const t = el.getAttribute('title');
      if (t) return t;
      const svgTitle = el instanceof SVGElement && [...el.children].find((c) => c.tagName === 'title');
      if (svgTitle && svgTitle.textContent) return svgTitle.textContent;
    }
    return '';
  };

  const hide = () => {
    tip?.remove();
    tip = null;
  };

  const show = (text, x, y) => {
    hide();
    tip = document.createElement('div');
    tip.className = 'hold-tip';
    tip.setAttribute('role', 'status');
    tip.textContent = text;
    document.body.append(tip);
    const r = tip.getBoundingClientRect();
    const left = Math.max(4, Math.min(x - r.width / 2, innerWidth - r.width - 4));
    const top = y - r.height - 24 >= 4 ? y - r.height - 24 : Math.min(y + 24, innerHeight - r.height - 4);
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = 0;
    start = null;
  };

  document.addEventListener('pointerdown', (e) => {
    hide();
    swallow = false;
    if (e.pointerType === 'mouse' || !e.target.closest?.('.table')) return;
    const text = titleOf(e.target);
    if (!text) return;
    start = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      show(text, start.x, start.y);
      swallow = true;
      timer = 0;
    }, hold);
  }, { passive: true });
  document.addEventListener('pointermove', (e) => {
    if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > slop) cancel();
  }, { passive: true });
  document.addEventListener('pointerup', () => {
    cancel();
    // The click a hold's release makes comes at once: swallow only that one.
    if (swallow) setTimeout(() => { swallow = false; }, 400);
  }, { passive: true });
  document.addEventListener('pointercancel', () => { cancel(); hide(); }, { passive: true });
  document.addEventListener('click', (e) => {
    if (!swallow) return;
    swallow = false;
    e.preventDefault();
    e.stopPropagation();
  }, { capture: true });
  document.addEventListener('contextmenu', (e) => {
    if (tip || timer) e.preventDefault();
  });
  addEventListener('scroll', hide, { passive: true, capture: true });
})();
