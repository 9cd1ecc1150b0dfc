// The game table in the browser (app/table/tableview.go), in four scripts, each
// with its one job, loaded in this order without a build step:
//
//  - web/table.js (this file): the board's view and what the others share.
//    The board (.board-view > .board-canvas) is zoomed with CSS zoom and
//    panned by scrolling its viewport: buttons (data-zoom), the mouse
//    wheel, pinch on touch, + and - keys; it is dragged with the mouse or a
//    finger. It opens fitted to the viewport (on a phone, and on a tablet
//    held upright, to its width: no sideways pan), centred on the legal
//    targets; the zoom is kept per game and screen shape for the session,
//    so it survives moves and reloads. On a phone each new decision is
//    framed: the board zoomed and panned so that all its targets are in
//    view, at a thumb's size where they fit so, and a move waiting for End
//    turn stays marked where it was chosen. In a lesson the board is
//    panned, and the person's mat scrolled, to each step's targets when one
//    of them is out of view; out of a lesson, a new decision none of whose
//    targets in the mat is whole in its view scrolls the mat to the
//    nearest. A chooser over the board stands at the end of the view away
//    from the piece it asks about (data-chooser-at). The second click of a
//    double click on a target or on Undo is dropped; a pointer's press on a
//    choice puts the focus on the panel around it, not on the choice; the
//    "⋯" menus close as menus do.
//  - web/thumb.js: the thumb's table: the decision's choices listed in the
//    status bar's sheet, the tabs of a narrow screen, a tap on the board
//    beside small targets, a long press's tip.
//  - web/slides.js: pieces sliding from where they were to where a move
//    put them.
//  - web/keyboard.js: the table by keyboard and screen reader.
//
// They share this file's reading of the table and its hooks through
// window.tabulaTable: after go-app has changed the page, this file's one
// update runs the others' hooks (per board view, then per table) before
// it frames the decision, so that a tab is chosen and a piece's slide is
// known first.
//
// It runs outside Go on purpose: these are pointer events at up to 120 a
// second and layout reads, and doing them in Go would make go-app render the
// table on each one. It changes only what go-app does not render: the
// canvas's zoom, scroll positions, the table's data-tab and data-sheet, the
// board area's data-chooser-at, the tabs' aria-pressed and counts, the step
// a lesson last showed, and boxes of its own (the choices' list, the near
// targets' offer, the long press's tip, the pending move's mark).
//
// Nothing of it runs on a page without a table (the game's or the
// review's, .table): its listeners and observers start with the first
// table the page shows, so that Home's first render is not watched.

// window.tabulaTable is what the table's scripts share: tabulaTable.start(fn)
// runs fn(tabulaTable) once this file has started with the first table (at
// once if it has); then it holds this file's reading of the table
// (labelOf, usable, choicesOf, promptOf, canvasOf), its media queries, the
// board's view (openView, frameDecision) and the update's hooks (view,
// table: lists of functions of a board view, of a table).
window.tabulaTable = {
  ready: false,
  waiting: [],
  start(fn) {
    if (this.ready) fn(this);
    else this.waiting.push(fn);
  },
};

(() => {
  'use strict';
  const tables = document.getElementsByClassName('table');
  if (tables.length > 0) {
    startTable();
    return;
  }
  const seen = new MutationObserver(() => {
    if (tables.length === 0) return;
    seen.disconnect();
    startTable();
    // Its observers see changes from now on: a node put in and taken out
    // again has them look at the table already there.
    const nudge = document.createTextNode('');
    tables[0].append(nudge);
    nudge.remove();
  });
  seen.observe(document.documentElement, { childList: true, subtree: true });
})();

function startTable() {
  'use strict';

  const MIN = 0.2;
  const MAX = 4;
  const STORE = 'tabula.zoom.';
  // A phone, or a tablet held upright, has the phone's table
  // (web/tabula.css): the tabs, the sheet of choices, each decision framed.
  const upright = '(max-width: 47.99rem), (max-width: 63.99rem) and (orientation: portrait)';
  const narrowQuery = matchMedia(`${upright}, (max-height: 33rem)`);
  // Upright: Fit fits the board's width there (fitZoom).
  const uprightQuery = matchMedia(upright);

  const views = new WeakMap(); // .board-view → { zoom, key, opened }

  function shape() {
    return narrowQuery.matches ? 'narrow' : 'wide';
  }

  function canvasOf(view) {
    return view.querySelector(':scope > .board-canvas');
  }

  function stateOf(view) {
    let st = views.get(view);
    const key = STORE + (view.dataset.game || 'game') + '.' + shape();
    if (!st || st.key !== key) {
      st = { zoom: 1, key, opened: false };
      views.set(view, st);
    }
    return st;
  }

  // natural is the canvas's size at zoom 1.
  function natural(view) {
    const c = canvasOf(view);
    const z = parseFloat(c.style.zoom) || 1;
    return { w: c.offsetWidth ? c.getBoundingClientRect().width / z : 0, h: c.getBoundingClientRect().height / z };
  }

  // fitZoom is the zoom that fits the board in its viewport with a pixel to
  // spare: a zoomed layout rounds, and a board measured again at its zoom
  // can come out a fraction of a pixel larger than at zoom 1. On a phone
  // (byWidth) it fits the width alone: the board is read by scrolling
  // down, and acted on through the choices beside it (.picks), so no target
  // needs a sideways pan.
  function fitZoom(view) {
    const n = natural(view);
    if (!n.w || !n.h) return 1;
    const wide = (view.clientWidth - 1) / n.w;
    if (byWidth(view)) return clamp(wide);
    return clamp(Math.min(wide, (view.clientHeight - 1) / n.h));
  }

  // byWidth tells whether the board is fitted to its viewport's width
  // alone: on a phone either way up, on a tablet upright, and in a narrow
  // column, where a board laid out for a narrow view is tall.
  function byWidth(view) {
    return narrowQuery.matches || view.clientWidth < 600;
  }

  function clamp(z) {
    return Math.min(MAX, Math.max(MIN, z));
  }

  // apply sets the zoom, keeping the content point at (px, py) of the
  // viewport where it is.
  function apply(view, z, px, py) {
    const c = canvasOf(view);
    if (!c) return;
    const st = stateOf(view);
    const old = parseFloat(c.style.zoom) || 1;
    z = clamp(z);
    if (px === undefined) {
      px = view.clientWidth / 2;
      py = view.clientHeight / 2;
    }
    const cx = (view.scrollLeft + px) / old;
    const cy = (view.scrollTop + py) / old;
    c.style.zoom = String(z);
    st.zoom = z;
    markOverflow(view);
    view.scrollLeft = cx * z - px;
    view.scrollTop = cy * z - py;
    view.dataset.zoom = z.toFixed(3);
    view.dataset.fitted = String(!!st.fit);
  }

  // markOverflow tells the viewport whether the board is larger than it is.
  // A larger board can be scrolled past its foot by the zoom buttons'
  // height (the CSS of .overflows), so that no corner of it stays under
  // them; a board that fits keeps its whole viewport. On a phone held
  // upright, a board whose foot reaches under the zoom buttons counts as
  // larger too: fitted to the width it often ends a few pixels short of the
  // viewport's foot, its last targets under the buttons and out of reach.
  function markOverflow(view) {
    if (canvasOf(view)) view.classList.toggle('overflows', overflowing(view, 1) || (uprightQuery.matches && underButtons(view)));
  }

  // underButtons tells whether the board's foot reaches the band of its
  // viewport that the zoom buttons stand in.
  function underButtons(view) {
    const buttons = view.parentElement && view.parentElement.querySelector(':scope > .zoom-controls');
    if (!buttons) return false;
    const v = view.getBoundingClientRect(), b = buttons.getBoundingClientRect();
    if (b.bottom <= v.top || b.top >= v.bottom) return false; // beside the view, not over it
    const band = v.bottom - b.top;
    return canvasOf(view).getBoundingClientRect().height > view.clientHeight - band;
  }

  // overflowing tells whether the board is larger than its viewport by more
  // than slack pixels.
  function overflowing(view, slack) {
    const r = canvasOf(view).getBoundingClientRect();
    return r.width > view.clientWidth + slack || r.height > view.clientHeight + slack;
  }

  function remember(view, mode) {
    try {
      sessionStorage.setItem(stateOf(view).key, String(mode));
    } catch (e) {
      // Private modes may refuse storage: the zoom then lasts for the page.
    }
  }

  function remembered(view) {
    try {
      return sessionStorage.getItem(stateOf(view).key);
    } catch (e) {
      return null;
    }
  }

  // open gives a new viewport its zoom, the remembered one or else fit,
  // then centres the legal targets.
  function open(view) {
    const st = stateOf(view);
    if (st.opened) return;
    const c = canvasOf(view);
    if (!c || !view.clientWidth) return;
    st.opened = true;
    const saved = remembered(view);
    let z;
    if (saved === 'fit') z = fitZoom(view);
    else if (saved && !Number.isNaN(parseFloat(saved))) z = parseFloat(saved);
    else z = fitZoom(view);
    st.fit = saved === 'fit' || !saved;
    apply(view, z);
    centreTargets(view);
  }

  // centreTargets scrolls the viewport to the middle of the legal targets
  // in it, or of the board when there are none.
  function centreTargets(view) {
    const vr = view.getBoundingClientRect();
    const ts = [...view.querySelectorAll('.target')].map((t) => t.getBoundingClientRect()).filter((r) => r.width);
    let x = view.scrollWidth / 2 - view.clientWidth / 2;
    let y = view.scrollHeight / 2 - view.clientHeight / 2;
    if (ts.length) {
      const l = Math.min(...ts.map((r) => r.left)), r = Math.max(...ts.map((r) => r.right));
      const t = Math.min(...ts.map((r) => r.top)), b = Math.max(...ts.map((r) => r.bottom));
      x = view.scrollLeft + (l + r) / 2 - vr.left - view.clientWidth / 2;
      y = view.scrollTop + (t + b) / 2 - vr.top - view.clientHeight / 2;
    }
    view.scrollLeft = x;
    view.scrollTop = y;
  }

  // showLessonTarget brings a lesson's step's targets into view: once per
  // step (#lesson's data-step) for each of the board's viewport (on a phone
  // frameDecision frames it) and the person's mat, when shown, it pans or
  // scrolls to them if one lies outside, which would otherwise leave a new
  // player looking for the move the lesson names.
  function showLessonTarget(table) {
    const step = table.querySelector('#lesson')?.dataset.step;
    if (!step) return;
    for (const panel of table.querySelectorAll(narrowQuery.matches ? '.dock' : '.board-view, .dock')) {
      if (!panel.clientWidth || panel.dataset.lessonStep === step) continue;
      panel.dataset.lessonStep = step;
      const pr = panel.getBoundingClientRect();
      const rs = [...panel.querySelectorAll('.target')].map((t) => t.getBoundingClientRect()).filter((r) => r.width);
      if (!rs.some((r) => r.left < pr.left || r.right > pr.right || r.top < pr.top || r.bottom > pr.bottom)) continue;
      if (panel.classList.contains('board-view')) centreTargets(panel);
      else panel.scrollTop += (rs[0].top + rs[0].bottom) / 2 - (pr.top + pr.bottom) / 2;
    }
  }

  // usable tells whether a target may be chosen now: not disabled, and not
  // under an overlay (the result, a dialog).
  function usable(el) {
    return !el.disabled && el.getAttribute('aria-disabled') !== 'true' && !el.closest('.overlay');
  }

  // nearestTo is the box among rs whose middle is nearest to the height mid.
  function nearestTo(rs, mid) {
    return rs.reduce((a, r) => Math.abs((r.top + r.bottom) / 2 - mid) < Math.abs((a.top + a.bottom) / 2 - mid) ? r : a);
  }

  // frameDecision frames a new decision on a phone's board (either way
  // up): the view is zoomed and panned so that every target of the decision
  // lies in it, as large as a thumb's target (44 px) where they all fit so,
  // never smaller than Fit where they all fit at Fit, and smaller only as
  // far as it takes to show them all. A decision is its prompt, its count
  // of targets and the log's length (decisionKey). It is framed again
  // whenever the page or the board's size changes, until the player moves
  // the board themselves (a touch, the wheel, a key, the pointer, a zoom
  // button): from then on the view stays where they left it until the next
  // decision. Pieces still sliding are framed again once they are still.
  const viewMovers = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
  const playerMoved = new WeakMap(); // board viewport → the decision the player moved it in
  const framedFor = new WeakMap(); // board viewport → the decision it was framed for
  const watchedViews = new WeakSet();
  const thumbSize = 44; // px: a thumb's target (Apple's guideline, WCAG 2.5.5)

  function decisionKey(table, targets) {
    const log = table.querySelector('.log-lines');
    return promptOf(table) + '|' + targets + '|' + (log ? log.childElementCount : 0);
  }

  function moved(view) {
    playerMoved.set(view, view.dataset.decision);
    const st = views.get(view);
    if (st) st.framed = false;
  }

  function frameDecision(table, again) {
    if (!narrowQuery.matches) return;
    const view = table.querySelector('.board-view');
    if (!view || !view.clientWidth || !canvasOf(view)) return;
    if ([...table.querySelectorAll('.chooser .target')].some(usable)) return;
    let targets = [...view.querySelectorAll('.target')].filter(usable);
    // A move waiting for End turn is framed where it was chosen, at a
    // scale to read it.
    if (!targets.length && chosen && chosen.mark && view.contains(chosen.mark)) targets = [chosen.mark];
    const key = decisionKey(table, targets.length);
    if (!watchedViews.has(view)) {
      watchedViews.add(view);
      for (const type of viewMovers) view.addEventListener(type, () => moved(view), { passive: true });
    }
    view.dataset.decision = key;
    if (playerMoved.get(view) === key) return;
    if (!again && framedFor.get(view) === key) return;
    const rs = targets.map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0);
    if (!rs.length) return;
    framedFor.set(view, key);
    frameOn(view, targets);
  }

  // frameOn zooms and pans view onto the targets els (frameDecision).
  function frameOn(view, els) {
    const c = canvasOf(view);
    const st = stateOf(view);
    const z = parseFloat(c.style.zoom) || 1;
    const box = (rs) => ({
      l: Math.min(...rs.map((r) => r.left)), r: Math.max(...rs.map((r) => r.right)),
      t: Math.min(...rs.map((r) => r.top)), b: Math.max(...rs.map((r) => r.bottom)),
    });
    const rects = () => els.map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0);
    let rs = rects();
    const b = box(rs);
    const margin = 24; // a thumb's reach about a target at the view's edge
    const all = Math.min((view.clientWidth - 2 * margin) / ((b.r - b.l) / z), (view.clientHeight - 2 * margin) / ((b.b - b.t) / z));
    const sides = rs.map((r) => Math.min(r.width, r.height) / z).sort((x, y) => x - y);
    const thumb = thumbSize / sides[Math.floor(sides.length / 2)];
    const nz = clamp(Math.min(all, Math.max(thumb, fitZoom(view))));
    st.fit = false;
    st.framed = true;
    if (Math.abs(nz - z) / z > 0.01) {
      apply(view, nz);
      rs = rects();
    }
    const nb = box(rs);
    const vr = view.getBoundingClientRect();
    view.scrollLeft += (nb.l + nb.r) / 2 - (vr.left + view.clientLeft + view.clientWidth / 2);
    view.scrollTop += (nb.t + nb.b) / 2 - (vr.top + view.clientTop + view.clientHeight / 2);
    view.dataset.fitted = 'false';
  }

  // showMatDecision brings a new decision's place in the person's mat (the
  // dock) into view when none of the mat's targets lies whole in it: at a new
  // Emara round the mat stayed scrolled down to the slots, the new hand
  // out of view above. Each decision (as frameDecision's) is
  // looked at once: a player who scrolls the mat away is left there.
  const matDecisions = new WeakMap(); // .dock → the decision last looked at
  function showMatDecision(table) {
    if (table.querySelector('#lesson')) return;
    const log = table.querySelector('.log-lines');
    for (const dock of table.querySelectorAll('.dock')) {
      if (!dock.clientHeight || dock.scrollHeight <= dock.clientHeight + 1) continue;
      const rs = [...dock.querySelectorAll('.target:not([disabled])')].map((t) => t.getBoundingClientRect()).filter((r) => r.height);
      const key = promptOf(table) + '|' + rs.length + '|' + (log ? log.childElementCount : 0);
      if (!rs.length || matDecisions.get(dock) === key) continue;
      matDecisions.set(dock, key);
      // A target half out of view is out of view: a card is read whole.
      const dr = dock.getBoundingClientRect();
      const whole = (r) => Math.min(r.bottom, dr.bottom) - Math.max(r.top, dr.top) >= Math.min(r.height, dr.height) - 2;
      if (rs.some(whole)) continue;
      const mid = (dr.top + dr.bottom) / 2;
      const near = nearestTo(rs, mid);
      dock.scrollTop += near.top < dr.top ? near.top - dr.top - 8 : near.bottom - dr.bottom + 8;
    }
  }

  // placeChooser keeps the piece a chooser over the board asks about (the
  // element the board marks chooser-subject: Craft & Conquer's selected
  // soldier, or the soldier attacked while the dice are shown) out from
  // under it: the chooser stands at the end of the board's view away from
  // its subject (data-chooser-at on .table-board, "top" or "bottom"),
  // which the board's style follows (Craft & Conquer's pop-ups once
  // covered the pieces they asked about). Where the view is too short for
  // both (a phone's), the board is panned once, when the chooser opens,
  // to put the subject at the view's other end, and the chooser is kept
  // to the room left beside it (--chooser-room, at least a thumb's
  // height), scrolling within.
  const chooserPanned = new WeakMap(); // .table-board → the subject panned for
  const thumbHeight = 44; // px: the least a target of the thumb may be
  function placeChooser(table) {
    const area = table.querySelector('.table-board');
    if (!area) return;
    const view = area.querySelector('.board-view');
    const chooser = view && area.querySelector(':scope > .chooser:not(:empty)');
    const subject = chooser && view.querySelector('.chooser-subject');
    let s = subject && subject.getBoundingClientRect();
    if (!s || !s.height) {
      if (area.dataset.chooserAt) delete area.dataset.chooserAt;
      area.style.removeProperty('--chooser-room');
      chooserPanned.delete(area);
      return;
    }
    const v = view.getBoundingClientRect();
    const at = (s.top + s.bottom) / 2 > (v.top + v.bottom) / 2 ? 'top' : 'bottom';
    if (area.dataset.chooserAt !== at) area.dataset.chooserAt = at;
    // The chooser's edge at its end stays put whatever its height.
    const c = chooser.getBoundingClientRect();
    const gap = 8;
    const roomBeside = (r) => Math.floor(at === 'top' ? r.top - gap - c.top : c.bottom - gap - r.bottom);
    const wanted = Math.min(chooser.scrollHeight, Math.floor(0.4 * area.clientHeight));
    if (roomBeside(s) < wanted && chooserPanned.get(area) !== subject) {
      view.scrollTop += at === 'top' ? s.bottom - (v.bottom - gap) : s.top - (v.top + gap);
      s = subject.getBoundingClientRect();
    }
    chooserPanned.set(area, subject);
    const room = Math.max(thumbHeight, roomBeside(s));
    if (room < wanted) area.style.setProperty('--chooser-room', room + 'px');
    else area.style.removeProperty('--chooser-room');
  }
  function zoomBy(view, factor, px, py) {
    const st = stateOf(view);
    moved(view);
    st.fit = false;
    apply(view, st.zoom * factor, px, py);
    remember(view, st.zoom);
  }

  function fit(view) {
    const st = stateOf(view);
    moved(view);
    st.fit = true;
    apply(view, fitZoom(view));
    remember(view, 'fit');
  }

  // Buttons: data-zoom="in" | "out" | "fit", beside the viewport. (The
  // viewport's own data-zoom is its zoom: a click on the board is not one
  // of these buttons.)
  document.addEventListener('click', (e) => {
    const b = e.target.closest('.zoom-controls [data-zoom]');
    if (b && b.closest('.table-board')) {
      const view = b.closest('.table-board').querySelector('.board-view');
      if (!view) return;
      if (b.dataset.zoom === 'fit') fit(view);
      else zoomBy(view, b.dataset.zoom === 'in' ? 1.25 : 0.8);
    }
  });

  // The wheel zooms about the pointer.
  document.addEventListener('wheel', (e) => {
    const view = e.target.closest && e.target.closest('.board-view');
    if (!view || e.target.closest('.chooser')) return;
    e.preventDefault();
    const r = view.getBoundingClientRect();
    zoomBy(view, Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });

  // + and - zoom when the focus is on the board.
  document.addEventListener('keydown', (e) => {
    const view = e.target.closest && e.target.closest('.board-view');
    if (!view || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === '+' || e.key === '=') zoomBy(view, 1.25);
    else if (e.key === '-') zoomBy(view, 0.8);
    else return;
    e.preventDefault();
  });

  // Dragging pans; two fingers pinch. A drag of more than a few pixels is
  // not a click.
  const pointers = new Map();
  let drag = null;
  let pinch = null;
  document.addEventListener('pointerdown', (e) => {
    const view = e.target.closest && e.target.closest('.board-view');
    if (!view || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (e.target.closest('input, select, textarea')) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) {
      drag = { view, id: e.pointerId, x: e.clientX, y: e.clientY, left: view.scrollLeft, top: view.scrollTop, moved: false };
    } else if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { view, d: Math.hypot(a.x - b.x, a.y - b.y), zoom: stateOf(view).zoom };
      if (drag && drag.moved) drag.view.classList.remove('panning');
      drag = null;
    }
  });
  document.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      const r = pinch.view.getBoundingClientRect();
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const st = stateOf(pinch.view);
      st.fit = false;
      apply(pinch.view, pinch.zoom * d / pinch.d, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      remember(pinch.view, st.zoom);
      return;
    }
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    if (!drag.moved) {
      drag.moved = true;
      drag.view.classList.add('panning');
    }
    drag.view.scrollLeft = drag.left - dx;
    drag.view.scrollTop = drag.top - dy;
  });
  function release(e) {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (drag && drag.id === e.pointerId) {
      if (drag.moved) {
        drag.view.classList.remove('panning');
        // The click that ends a drag is not a choice.
        const stop = (c) => { c.stopPropagation(); c.preventDefault(); };
        window.addEventListener('click', stop, { capture: true, once: true });
        setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
      }
      drag = null;
    }
  }
  document.addEventListener('pointerup', release);
  document.addEventListener('pointercancel', release);

  // A double click plays one move: its second click (detail 2, where the
  // first was) can land after the table has drawn the next position, on
  // another target under the pointer, or on Undo again. (Before that
  // drawing, the table ignores clicks itself: app/table/table.go, choose.) A
  // second click elsewhere is a choice of its own, though the browser
  // counts it as a double: a thumb picks a soldier in the sheet, then taps
  // its destination on the board, within the double-tap time. Where the
  // first was, it is dropped even on another element: a double tap on a
  // pick in the open sheet lands its second tap on the board the closing
  // sheet uncovers, often on a target of the next decision.
  let lastClick = null; // { x, y }: where the last click of the person's was
  window.addEventListener('click', (e) => {
    const before = lastClick;
    if (e.isTrusted) lastClick = { x: e.clientX, y: e.clientY };
    const there = before && Math.hypot(e.clientX - before.x, e.clientY - before.y) <= 24;
    if (e.detail > 1 && there && e.target.closest && e.target.closest('.table .target, .table .undo, .table .pick')) {
      e.stopPropagation();
      e.preventDefault();
    }
  }, { capture: true });

  // A pointer's press on a choice does not focus it (the press's default
  // action is prevented): a choice on the board or in a side panel puts the
  // focus on that panel, and one in the status bar leaves it where it was.
  // The choice is often redrawn or removed by the move, and a focused
  // element removed in the middle of go-app's changes makes Chromium restyle
  // the page there and then; a press that focused the choice, then a click
  // that moved the focus on, restyled the page twice more. Clicking target
  // after target on the board changes no focus at all. A keyboard's choice
  // keeps its focus.
  document.addEventListener('mousedown', (e) => {
    if (e.button !== 0 || !e.target.closest) return;
    const choice = e.target.closest('.table .target, .table button');
    if (!choice) return;
    e.preventDefault();
    const panel = choice.parentElement.closest('.board-view, .dock, .players, .log');
    if (panel && document.activeElement !== panel) panel.focus({ preventScroll: true });
  }, { capture: true });

  // The "⋯" menus (details.table-menu, the table's and the review's) close
  // as menus do: when a tap or click lands outside them, on Escape, and
  // when one of their items is chosen. An item that opens a dialog (live
  // play) leaves its menu open under the dialog, as the player left it, for
  // the dialog to hand the focus back to.
  const dialogItems = '.live-open';
  function closeMenu(menu, focus) {
    menu.open = false;
    if (focus) menu.querySelector('summary')?.focus({ preventScroll: true });
  }
  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    for (const menu of document.querySelectorAll('details.table-menu[open]')) {
      if (!target || !menu.contains(target)) {
        closeMenu(menu, false);
        continue;
      }
      const item = target.closest('.table-menu-items button, .table-menu-items a');
      if (item && menu.contains(item) && !item.closest(dialogItems)) closeMenu(menu, true);
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || document.querySelector('dialog[open]')) return;
    for (const menu of document.querySelectorAll('details.table-menu[open]')) closeMenu(menu, menu.contains(document.activeElement));
  });

  // promptOf is the status bar's prompt, as text.
  function promptOf(table) {
    const p = table.querySelector('.prompt');
    return p ? p.textContent : '';
  }

  // labelOf is what a choice says: its label, its title or its text.
  function labelOf(el) {
    return (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || '').trim().replace(/\s+/g, ' ');
  }

  // choicesOf lists the decision's choices, one for each move: every
  // target on the board, the person's mat, the players' panels or the
  // report, and the turn's own buttons of the status bar ({ el, label,
  // kind: 'board' or 'turn', also: the move's other drawings }). A move
  // drawn in several places (a card on the board and in the mat, a
  // Location and the pawn that lands there: data-action, the same move) is
  // one choice. While a chooser with targets is open over the board, its
  // question is answered first: the board's targets under it are not
  // listed.
  function choicesOf(table) {
    const chooserOpen = [...table.querySelectorAll('.chooser .target')].some(usable);
    const board = [...table.querySelectorAll('.target')]
      .filter((el) => usable(el) && !el.closest('.status-bar') && !(chooserOpen && el.closest('.board-view')));
    const turn = [...table.querySelectorAll('.status-bar .turn-actions > button')].filter(usable);
    const byKey = new Map();
    const choices = [];
    for (const [els, kind] of [[turn, 'turn'], [board, 'board']]) {
      for (const el of els) {
        const label = labelOf(el);
        if (!label) continue;
        const keys = [kind + ':' + label];
        if (el.dataset.action) keys.push('action:' + el.dataset.action);
        const same = keys.map((k) => byKey.get(k)).find(Boolean);
        if (same) {
          same.also.push(el);
          continue;
        }
        const c = { el, label, kind, also: [] };
        for (const k of keys) byKey.set(k, c);
        choices.push(c);
      }
    }
    return choices;
  }

  // The move waiting for End turn stays marked on the board where it was
  // chosen (a .pending-mark box in the canvas, over the place the target
  // took): the table does not draw the position after it before it is
  // confirmed (that position may hold the next turn's draws), and a board
  // may draw its targets as controls that go with the decision, so the
  // place chosen is kept. chosen is the board's target last played, until a
  // moment after it shows no held move, or until the held move is played
  // or taken back.
  let chosen = null; // { box (in the canvas's units), at, held, mark }
  function choosing(e) {
    if (e.type === 'keydown' && e.key !== 'Enter' && e.key !== ' ') return;
    const t = e.target.closest && e.target.closest('.table .board-view .target');
    const canvas = t && t.closest('.board-canvas');
    if (!canvas || t.closest('.chooser')) return;
    dropPending();
    const z = parseFloat(canvas.style.zoom) || 1;
    const r = t.getBoundingClientRect(), c = canvas.getBoundingClientRect();
    chosen = { box: [(r.left - c.left) / z, (r.top - c.top) / z, r.width / z, r.height / z], at: performance.now(), held: false, mark: null };
  }
  document.addEventListener('click', choosing, { capture: true });
  document.addEventListener('keydown', choosing, { capture: true });
  function dropPending() {
    if (chosen && chosen.mark) chosen.mark.remove();
    chosen = null;
  }
  function markPending(table) {
    if (!chosen) return;
    const canvas = table.querySelector('.board-view .board-canvas');
    if (!table.querySelector('.status-bar .end-turn')) {
      if (chosen.held || performance.now() - chosen.at > 3000) dropPending();
      return;
    }
    chosen.held = true;
    if (!canvas || (chosen.mark && chosen.mark.parentNode === canvas)) return;
    if (chosen.mark) chosen.mark.remove();
    const mark = document.createElement('div');
    mark.className = 'pending-mark';
    mark.setAttribute('aria-hidden', 'true');
    const [x, y, w, h] = chosen.box;
    Object.assign(mark.style, { left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px' });
    canvas.appendChild(mark);
    chosen.mark = mark;
  }

  // After go-app has changed the page: open new viewports, keep fitted
  // boards fitted, run the other scripts' hooks (the choices and the tabs,
  // the slides), frame the decision.
  const hooks = { view: [], table: [] };
  let queued = false;
  function update() {
    queued = false;
    for (const view of document.querySelectorAll('.board-view')) {
      const st = stateOf(view);
      const c = canvasOf(view);
      if (c && st.opened && (parseFloat(c.style.zoom) || 1) !== st.zoom) c.style.zoom = String(st.zoom); // a new canvas
      open(view);
      for (const hook of hooks.view) hook(view);
    }
    for (const table of document.querySelectorAll('.table')) {
      for (const hook of hooks.table) hook(table);
      showLessonTarget(table);
      markPending(table);
      frameDecision(table, false);
      showMatDecision(table);
      placeChooser(table);
    }
  }
  // go-app may change the page in more than one browser task: a target
  // can become one, or become usable, by its attributes alone, after the
  // frame that saw the rest of the move (a phone's lesson once showed a
  // card's target with no pick for it). A change of a target's own
  // attributes counts; the table's own marks (spotlit) do not.
  const targetAttributes = ['class', 'disabled', 'aria-disabled', 'aria-label', 'title'];
  const classes = (s) => (s || '').split(/\s+/).filter((c) => c && c !== 'spotlit').sort().join(' ');
  function changesTargets(r) {
    if (r.type !== 'attributes') return true;
    const el = r.target;
    if (r.attributeName !== 'class') return el.classList.contains('target');
    const was = classes(r.oldValue), now = classes(el.getAttribute('class'));
    return was !== now && (el.classList.contains('target') || was.split(' ').includes('target'));
  }
  new MutationObserver((records) => {
    if (!queued && records.some(changesTargets)) {
      queued = true;
      requestAnimationFrame(update);
    }
  }).observe(document.documentElement, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeOldValue: true, attributeFilter: targetAttributes,
  });

  // A fitted board stays fitted when the window, the viewport or the board
  // itself changes size: it shrinks as soon as it no longer fits, but grows
  // back only for a change of a few per cent, since a zoom lays the whole
  // board out again and a prompt taking one line more or less changes the
  // viewport at many moves. (A fitted board measured again used to come out
  // a fraction of a pixel larger and be zoomed and laid out a second time.)
  const resized = new ResizeObserver((entries) => {
    for (const e of entries) {
      const view = e.target.closest('.board-view') || e.target;
      const st = views.get(view);
      if (!st || !canvasOf(view)) continue;
      if (!st.fit) {
        markOverflow(view);
        continue;
      }
      // Fitted to the width alone (byWidth), the board may be
      // taller than its viewport: only its width is kept to it.
      const z = fitZoom(view);
      const over = byWidth(view) ? canvasOf(view).getBoundingClientRect().width > view.clientWidth : overflowing(view, 0);
      if (over || z > st.zoom * 1.04) apply(view, z);
      else markOverflow(view);
    }
    for (const table of document.querySelectorAll('.table')) frameDecision(table, true);
  });
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.board-view:not([data-observed]), .board-view > .board-canvas:not([data-observed])')) {
      el.dataset.observed = '1';
      resized.observe(el);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  const reshaped = () => {
    for (const view of document.querySelectorAll('.board-view')) {
      views.delete(view);
      open(view);
    }
    for (const table of document.querySelectorAll('.table')) {
      for (const hook of hooks.table) hook(table);
    }
  };
  narrowQuery.addEventListener('change', reshaped);

  // The other scripts start now, with the table.
  const shared = window.tabulaTable;
  Object.assign(shared, {
    labelOf, usable, choicesOf, promptOf, canvasOf, narrowQuery, uprightQuery, thumbSize,
    openView: open, frameDecision, hooks, ready: true,
  });
  for (const fn of shared.waiting.splice(0)) fn(shared);
}
