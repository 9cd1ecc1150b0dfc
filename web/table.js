// The game table's viewport and tabs (app/tableview.go), in the browser:
//
//  - the board (.board-view > .board-canvas) is zoomed with CSS zoom and
//    panned by scrolling its viewport: buttons (data-zoom), the mouse wheel,
//    pinch on touch, + and - keys; it is dragged with the mouse or a finger.
//    It opens fitted to the viewport (on a phone, and on a tablet held
//    upright, to its width: no sideways pan), centred on the legal
//    targets; the zoom is kept per game and screen shape for the session,
//    so it survives moves and reloads;
//  - on a phone, each new decision is framed: the board zoomed and panned
//    so that all its targets are in view, at a thumb's size where they fit
//    so; the decision's choices are listed in the status bar's sheet as
//    buttons for the thumb (.picks), each playing its target and lighting
//    it on the board, the whole list opened over the board by a toggle or a
//    drag; a tap beside small targets plays the one in a thumb's reach or
//    offers the near ones;
//  - on a narrow screen the tabs (data-tab) show the board, the person's
//    mat, the players or the log; each tab counts the targets in it, and
//    when a new decision has none in the tab shown but some in another, that
//    tab opens;
//  - in a lesson, the board is panned, and the person's mat scrolled, to
//    each step's targets when one of them is out of view; out of a lesson,
//    a new decision none of whose targets in the mat is whole in its view
//    scrolls the mat to the nearest;
//  - pieces marked data-flip slide from where they were to where a move put
//    them, when animation is on and the system does not ask for reduced
//    motion;
//  - a chooser over the board stands at the end of the view away from the
//    piece it asks about (data-chooser-at);
//  - the second click of a double click on a target or on Undo is dropped;
//    a pointer's press on a choice puts the focus on the panel around it,
//    not on the choice.
//
// It runs outside Go on purpose: these are pointer events at up to 120 a
// second and layout reads, and doing them in Go would make go-app render the
// table on each one. It changes only what go-app does not render: the
// canvas's zoom, scroll positions, the table's data-tab and data-sheet, the board area's data-chooser-at, the
// tabs' aria-pressed and counts, the step a lesson last showed, and boxes
// of its own (the choices' list, the near targets' offer, the long press's
// tip).
//
// The keyboard's and the screen reader's table is web/keyboard.js's, which
// reads the decision's choices as this file does (window.tabulaTable).
//
// Nothing of it runs on a page without a table (the game's or the
// review's, .table): its listeners and observers start with the first
// table the page shows, so that Home's first render is not watched.
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
  const reduceQuery = matchMedia('(prefers-reduced-motion: reduce)');

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
  const sliding = new WeakMap(); // board viewport → the end of its pieces' slides
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
      return;
    }
    const tab = e.target.closest('.table-tab');
    if (tab) {
      const table = tab.closest('.table');
      pickTab(table, tab.dataset.tab, true);
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

  // A double click plays one move: its second click (detail 2) can land
  // after the table has drawn the next position, on another target under
  // the pointer, or on Undo again. (Before that drawing, the table ignores
  // clicks itself: app/table.go, choose.)
  window.addEventListener('click', (e) => {
    if (e.detail > 1 && e.target.closest && e.target.closest('.table .target, .table .undo, .table .pick')) {
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

  // A long press on a touch screen shows what hovering shows with a mouse:
  // the tooltip an element is described by (a sale's price) or its title
  // (a card's text), in a box over the table until the next touch. The
  // press then plays nothing, and the browser's own menu does not open.
  const LONG_PRESS = 500;
  let press = null;
  // tipOf is the element whose tip a press on el shows, and its text.
  function tipOf(el) {
    for (let e = el; e && e !== document.body; e = e.parentElement) {
      const by = e.getAttribute('aria-describedby');
      const described = by && document.getElementById(by);
      if (described && described.textContent.trim()) return { el: e, text: described.textContent.trim() };
      const title = e.getAttribute('title') || (e instanceof SVGElement && e.querySelector(':scope > title')?.textContent);
      if (title && title.trim()) return { el: e, text: title.trim() };
      if (e.matches('.table, .overlay-box')) break;
    }
    return null;
  }
  function tipText(el) {
    return tipOf(el)?.text || '';
  }
  // touchTip is the tip's box, inside the app's root, where the theme's
  // colours and type reach it (on the body it was bare black text over the
  // card it explained).
  function touchTip() {
    let tip = document.getElementById('touch-tip');
    const root = document.querySelector('.tabula') || document.body;
    if (!tip) {
      tip = document.createElement('div');
      tip.id = 'touch-tip';
      tip.className = 'touch-tip';
      tip.setAttribute('role', 'tooltip');
      tip.hidden = true;
    }
    if (tip.parentElement !== root) root.appendChild(tip);
    return tip;
  }
  // showTip shows text whole beside the element it explains, never over it:
  // above it, or else below, else at its side, else at the end of the screen
  // away from the finger; a text longer than the screen scrolls in its box.
  function showTip(text, of, x, y) {
    const tip = touchTip();
    tip.textContent = text;
    tip.hidden = false;
    tip.style.left = '0px';
    tip.style.top = '0px';
    const gap = 8, edge = 4;
    const w = tip.offsetWidth, h = tip.offsetHeight;
    const r = of.getBoundingClientRect();
    const across = (at) => Math.max(edge, Math.min(innerWidth - w - edge, at - w / 2));
    const down = (at) => Math.max(edge, Math.min(innerHeight - h - edge, at - h / 2));
    let left, top;
    if (r.top - gap - h >= edge) [left, top] = [across((r.left + r.right) / 2), r.top - gap - h];
    else if (r.bottom + gap + h <= innerHeight - edge) [left, top] = [across((r.left + r.right) / 2), r.bottom + gap];
    else if (r.left - gap - w >= edge) [left, top] = [r.left - gap - w, down((r.top + r.bottom) / 2)];
    else if (r.right + gap + w <= innerWidth - edge) [left, top] = [r.right + gap, down((r.top + r.bottom) / 2)];
    else [left, top] = [across(x), y > innerHeight / 2 ? edge : innerHeight - h - edge];
    tip.style.left = left + 'px';
    tip.style.top = top + 'px';
  }
  function hideTip() {
    const tip = document.getElementById('touch-tip');
    if (tip) tip.hidden = true;
  }
  document.addEventListener('pointerdown', (e) => {
    hideTip();
    if (press) clearTimeout(press.timer);
    press = null;
    if (e.pointerType !== 'touch' || !e.target.closest || !e.target.closest('.table')) return;
    const tip = tipOf(e.target);
    if (!tip) return;
    press = { x: e.clientX, y: e.clientY, at: e.timeStamp, tip, shown: false };
    press.timer = setTimeout(() => {
      press.shown = true;
      showTip(tip.text, tip.el, press.x, press.y);
    }, LONG_PRESS);
  }, { capture: true });
  document.addEventListener('pointermove', (e) => {
    if (press && !press.shown && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 8) {
      clearTimeout(press.timer);
      press = null;
    }
  }, { capture: true });
  // A press is long by the times of its events, not by when a busy page
  // ran the timer: a tap read late plays, and shows no tip.
  function endPress(e) {
    if (!press) return;
    clearTimeout(press.timer);
    const long = e.type === 'pointerup' ? e.timeStamp - press.at >= LONG_PRESS : press.shown;
    if (long && !press.shown) showTip(press.tip.text, press.tip.el, press.x, press.y);
    if (!long && press.shown) hideTip();
    // The click that ends a long press is not a choice: a touch's click
    // comes a task or more after the finger is lifted.
    if (long) pressedUntil = performance.now() + 800;
    press = null;
  }
  let pressedUntil = 0;
  window.addEventListener('click', (e) => {
    if (performance.now() < pressedUntil) {
      pressedUntil = 0;
      e.stopPropagation();
      e.preventDefault();
    }
  }, { capture: true });
  document.addEventListener('pointerup', endPress, { capture: true });
  document.addEventListener('pointercancel', endPress, { capture: true });
  document.addEventListener('contextmenu', (e) => {
    if (e.target.closest && e.target.closest('.table') && tipText(e.target)) e.preventDefault();
  });

  // A thumb on the board: a tap on a target of a thumb's size plays it; a
  // tap within a thumb's reach of smaller targets (a box of thumbSize px
  // about each) plays the one in reach, and where several are (Craft &
  // Conquer's spaces, Battle Merchants' spaces on a board zoomed out to
  // show a whole decision), offers them large beside the place tapped
  // rather than guessing. A tap on a piece the rules refuse says why, as
  // before, unless a target is in reach: then the offer names the target.
  // window.tabulaReach(x, y) tells what a tap at x, y reaches, for the
  // browser tests.
  // The finger's own point is kept from its pointerup: the click a touch
  // ends with comes at the point of the clickable element nearest the
  // finger (the browser's touch adjustment), which is a guess of its own.
  const touch = { at: -Infinity, x: 0, y: 0 };
  // (A mouse's or a pen's press in between leaves the touch behind.)
  document.addEventListener('pointerup', (e) => {
    if (e.pointerType === 'touch') [touch.at, touch.x, touch.y] = [performance.now(), e.clientX, e.clientY];
    else touch.at = -Infinity;
  }, { capture: true });

  // reach lists the targets of view within a thumb's reach of x, y: one
  // element for each move (a move drawn twice is one).
  function reach(view, x, y) {
    const vr = view.getBoundingClientRect();
    if (x < vr.left || x > vr.right || y < vr.top || y > vr.bottom) return [];
    const moves = new Set();
    return [...view.querySelectorAll('.target')].filter(usable).filter((t) => {
      const r = t.getBoundingClientRect();
      if (!r.width) return false;
      const hw = Math.max(r.width, thumbSize) / 2, hh = Math.max(r.height, thumbSize) / 2;
      if (Math.abs(x - (r.left + r.right) / 2) > hw || Math.abs(y - (r.top + r.bottom) / 2) > hh) return false;
      const move = moveOf(t);
      if (moves.has(move)) return false;
      moves.add(move);
      return true;
    });
  }
  // resolveTap is what a tap at x, y on el in view means: { direct } a
  // target tapped with no other move in a thumb's reach, or { near } the
  // targets in reach, to play the one or offer the several.
  function resolveTap(view, el, x, y) {
    const direct = el.closest('.target');
    if (direct && view.contains(direct) && usable(direct)) {
      const move = moveOf(direct);
      const near = reach(view, x, y);
      if (near.some((t) => moveOf(t) !== move)) {
        // The move tapped first among those offered.
        near.sort((a, b) => (moveOf(b) === move) - (moveOf(a) === move));
        if (moveOf(near[0]) !== move) near.unshift(direct);
        return { direct: null, near };
      }
      return { direct, near: [] };
    }
    return { direct: null, near: reach(view, x, y) };
  }

  // moveOf names the move a target plays (or the choice it opens): two
  // drawings of one move are one.
  function moveOf(t) {
    return t.dataset.action || labelOf(t);
  }
  window.tabulaReach = (x, y) => {
    const hit = document.elementFromPoint(x, y);
    const view = hit && hit.closest('.board-view');
    return view ? resolveTap(view, hit, x, y) : { direct: null, near: [] };
  };

  // play plays the target el as a click on it would, once the tap's own
  // click is over: a click dispatched in the middle of another's is lost
  // (the table's handler ignored it).
  function play(el) {
    const move = el.dataset.action, label = labelOf(el);
    setTimeout(() => {
      const now = el.isConnected ? el : [...document.querySelectorAll('.table .board-view .target')]
        .find((t) => (move ? t.dataset.action === move : labelOf(t) === label));
      if (now && usable(now)) now.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }, 0);
  }

  // A click a tap ends is read at the finger's point, once: a key's click
  // (detail 0) after a tap is the key's own.
  window.addEventListener('click', (e) => {
    const tapped = performance.now() - touch.at <= 1500 && e.detail > 0;
    touch.at = -Infinity;
    if (!tapped || !(e.target instanceof Element) || !e.isTrusted) return;
    const view = e.target.closest('.board-view');
    const under = document.elementFromPoint(touch.x, touch.y);
    if (!view || !under || !view.contains(under)) return;
    const { direct, near } = resolveTap(view, under, touch.x, touch.y);
    if (direct ? direct === e.target.closest('.target') : !near.length) return;
    e.stopPropagation();
    e.preventDefault();
    if (direct) play(direct);
    else if (near.length === 1 && !under.closest('.refused')) play(near[0]);
    else offerNear(near, touch.x, touch.y);
  }, { capture: true });

  // offerNear shows the targets els, near the place tapped at x, y, as
  // buttons in a box above it (or below, where there is no room above),
  // each lit on the board; a choice plays its target, and any other tap,
  // Escape or the next decision closes the box.
  let offered = null; // { box, els }
  function offerNear(els, x, y) {
    closeOffer();
    const box = document.createElement('div');
    box.className = 'near-offer';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Which of these did you mean?');
    const title = document.createElement('p');
    title.className = 'near-offer-title';
    title.textContent = 'Which one?';
    box.appendChild(title);
    for (const el of els) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'button';
      b.textContent = labelOf(el);
      b.addEventListener('click', () => {
        closeOffer();
        if (el.isConnected && usable(el)) play(el);
      });
      box.appendChild(b);
      el.classList.add('spotlit');
    }
    (document.querySelector('.tabula') || document.body).appendChild(box);
    const h = box.offsetHeight, w = box.offsetWidth;
    box.style.left = Math.max(8, Math.min(innerWidth - w - 8, x - w / 2)) + 'px';
    box.style.top = (y - 40 - h >= 8 ? y - 40 - h : Math.min(innerHeight - h - 8, y + 40)) + 'px';
    offered = { box, els };
    box.querySelector('button').focus({ preventScroll: true });
  }
  function closeOffer() {
    if (!offered) return;
    for (const el of offered.els) el.classList.remove('spotlit');
    offered.box.remove();
    offered = null;
  }
  document.addEventListener('pointerdown', (e) => {
    if (offered && !(e.target instanceof Element && e.target.closest('.near-offer'))) closeOffer();
  }, { capture: true });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') closeOffer();
  });

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

  // Tabs (narrow screens).
  const sections = { board: '.table-board', mine: '.dock', players: '.players', log: '.log' };

  function pickTab(table, tab, byHand) {
    if (!table) return;
    table.dataset.tab = tab;
    for (const b of table.querySelectorAll('.table-tab')) {
      b.setAttribute('aria-pressed', String(b.dataset.tab === tab));
    }
    if (byHand) table.dataset.tabPrompt = promptOf(table);
    if (tab === 'board') {
      const view = table.querySelector('.board-view');
      if (view) requestAnimationFrame(() => open(view));
    }
  }

  function promptOf(table) {
    const p = table.querySelector('.prompt');
    return p ? p.textContent : '';
  }

  function countTargets(el) {
    return el ? el.querySelectorAll('.target:not([disabled])').length : 0;
  }

  // syncTabs counts each tab's targets and, at a new decision, opens the
  // tab that holds them when the one shown holds none.
  function syncTabs(table) {
    const counts = {};
    for (const [tab, sel] of Object.entries(sections)) {
      counts[tab] = countTargets(table.querySelector(sel));
      const badge = table.querySelector(`.table-tab[data-tab="${tab}"] .tab-count`);
      if (badge) {
        const text = counts[tab] ? String(counts[tab]) : '';
        if (badge.textContent !== text) badge.textContent = text;
      }
    }
    if (!table.dataset.tab) pickTab(table, 'board', false);
    const prompt = promptOf(table);
    if (!narrowQuery.matches || table.dataset.tabPrompt === prompt) return;
    table.dataset.tabPrompt = prompt;
    const shown = table.dataset.tab;
    if (counts[shown] > 0) return;
    const next = Object.keys(sections).find((t) => counts[t] > 0);
    if (next) pickTab(table, next, false);
  }

  // The choices for the thumb (phones, narrow or short screens): every
  // target of the decision on the board, the person's mat, the players'
  // panels or the report, and the turn's own buttons of the status bar, as
  // buttons at least 44 px high in the status bar's .picks. A pick plays its
  // target as a click on it would (the target's own handler, so the table's
  // checks all apply) and lights the target on the board while pointed at
  // or focused. A move drawn in several places (a card on the board and in
  // the mat, a Location and the pawn that lands there: data-action, the
  // same move) is one pick. While a chooser with targets is open over the
  // board, its question is answered first, as on a wide screen: its targets
  // are listed, and the board's targets under it are not. Each source
  // target gets data-pick, its pick's number. The targets stay live on the
  // board: a tap there plays too.
  //
  // On an upright phone the status bar is a sheet at the screen's foot
  // (web/tabula.css): its row shows the turn's own picks that fit whole
  // (End turn, Pass…) and a toggle that counts the rest; the toggle, or a
  // drag up on the sheet, opens the whole list over the board
  // (data-sheet="open" on the table), and a new decision closes it.
  const pickSources = new WeakMap(); // .picks → [{ el, label }]

  function labelOf(el) {
    return (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || '').trim().replace(/\s+/g, ' ');
  }

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
  // web/keyboard.js reads the table as this file does.
  window.tabulaTable = { labelOf, usable, choicesOf };

  function syncPicks(table) {
    const tray = table.querySelector('.status-bar > .picks');
    if (!tray) return;
    const choices = narrowQuery.matches ? choicesOf(table) : [];
    const key = choices.map((c) => c.kind + ':' + c.label + (c.el.classList.contains('suggested') ? '*' : '')).join('\n');
    const sources = new Set();
    choices.forEach((c, i) => {
      for (const el of [c.el, ...c.also]) {
        sources.add(el);
        if (el.dataset.pick !== String(i)) el.dataset.pick = String(i);
      }
    });
    // A target that is no longer listed (under a chooser now) names no pick.
    for (const el of table.querySelectorAll('[data-pick]:not(.pick)')) if (!sources.has(el)) delete el.dataset.pick;
    pickSources.set(tray, choices);
    if (tray.dataset.key === key) {
      fitRow(table);
      return;
    }
    tray.dataset.key = key;
    closeSheet(table);
    // A pick pointed at, then removed, leaves no light behind.
    for (const el of table.querySelectorAll('.spotlit')) el.classList.remove('spotlit');
    if (!choices.length) {
      tray.replaceChildren();
      return;
    }
    const list = document.createElement('div');
    list.className = 'picks-list';
    list.id = 'table-picks-list';
    // The board's choices first, the turn's own at the list's foot, nearest
    // the thumb.
    const ordered = choices.map((c, i) => [c, i]).sort((a, b) => (a[0].kind === 'turn') - (b[0].kind === 'turn'));
    for (const [c, i] of ordered) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'button pick';
      if (c.kind === 'turn') b.classList.add('turn');
      for (const cls of ['primary', 'suggested', 'end-turn']) if (c.el.classList.contains(cls)) b.classList.add(cls);
      b.dataset.pick = String(i);
      b.textContent = c.label;
      list.appendChild(b);
    }
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'button picks-toggle';
    toggle.setAttribute('aria-controls', list.id);
    toggle.setAttribute('aria-expanded', 'false');
    tray.replaceChildren(toggle, list);
    fitRow(table);
  }

  // fitRow shows in the closed sheet's row the turn's picks that fit whole
  // there, one after another; those that do not (a long "Play Craftpoints:
  // Collect 3 Craftpoints.") wait in the list (class spill). The toggle
  // counts what the row does not show, and is hidden when that is nothing.
  function fitRow(table) {
    const tray = table.querySelector('.status-bar > .picks');
    const list = tray && tray.querySelector('.picks-list');
    const toggle = tray && tray.querySelector('.picks-toggle');
    if (!list || !toggle) return;
    const all = [...list.children];
    for (const b of all) b.classList.remove('spill');
    if (table.dataset.sheet !== 'open' && uprightQuery.matches) {
      const box = list.getBoundingClientRect();
      for (const b of all.filter((p) => p.classList.contains('turn'))) {
        const r = b.getBoundingClientRect();
        const whole = r.width > 0 && r.right <= box.right + 0.5 && r.bottom <= box.bottom + 0.5 &&
          b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1;
        if (!whole) b.classList.add('spill');
      }
    }
    const rest = all.filter((p) => !p.classList.contains('turn') || p.classList.contains('spill')).length;
    const open = table.dataset.sheet === 'open';
    const text = open ? 'Hide' : 'All ' + rest;
    if (toggle.dataset.text !== text) {
      toggle.dataset.text = text;
      const more = document.createElement('span');
      more.className = 'visually-hidden';
      more.textContent = open ? ' the choices' : (rest === 1 ? ' choice' : ' choices');
      const chevron = document.createElement('span');
      chevron.className = 'chevron';
      chevron.setAttribute('aria-hidden', 'true');
      chevron.textContent = '▴';
      toggle.replaceChildren(document.createTextNode(text), more, chevron);
    }
    toggle.setAttribute('aria-expanded', String(open));
    toggle.hidden = !open && rest === 0;
  }

  function openSheet(table) {
    if (!table || table.dataset.sheet === 'open' || !table.querySelector('.status-bar > .picks .pick')) return;
    table.dataset.sheet = 'open';
    fitRow(table);
  }

  function closeSheet(table) {
    if (!table || table.dataset.sheet !== 'open') return;
    delete table.dataset.sheet;
    fitRow(table);
  }

  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const toggle = target && target.closest('.picks-toggle');
    if (toggle) {
      const table = toggle.closest('.table');
      if (table.dataset.sheet === 'open') closeSheet(table);
      else openSheet(table);
      return;
    }
    // A tap outside the open sheet closes it (and does what it does).
    for (const table of document.querySelectorAll('.table[data-sheet="open"]')) {
      if (!target || !target.closest('.status-bar')) closeSheet(table);
    }
  });

  // A drag up on the sheet opens it, a drag down closes it.
  let sheetDrag = null;
  document.addEventListener('pointerdown', (e) => {
    const bar = e.target.closest && e.target.closest('#table > .status-bar');
    sheetDrag = bar && uprightQuery.matches && !e.target.closest('.picks-list') ? { table: bar.closest('.table'), y: e.clientY } : null;
  });
  document.addEventListener('pointerup', (e) => {
    if (!sheetDrag) return;
    const dy = e.clientY - sheetDrag.y;
    if (dy < -30) openSheet(sheetDrag.table);
    else if (dy > 30) closeSheet(sheetDrag.table);
    sheetDrag = null;
  });

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

  // sourceOf is a pick's target, if it is still the one the pick names: a
  // pick is never allowed to play what a redrawn element now stands for.
  function sourceOf(pick) {
    const choice = (pickSources.get(pick.closest('.picks')) || [])[Number(pick.dataset.pick)];
    if (!choice || !choice.el.isConnected || labelOf(choice.el) !== choice.label || pick.textContent !== choice.label) return null;
    return choice.el;
  }

  document.addEventListener('click', (e) => {
    const pick = e.target.closest && e.target.closest('.picks .pick');
    if (!pick) return;
    closeSheet(pick.closest('.table'));
    const el = sourceOf(pick);
    if (!el) {
      const table = pick.closest('.table');
      if (table) syncPicks(table);
      return;
    }
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  });

  function spot(e, on) {
    const pick = e.target.closest && e.target.closest('.picks .pick');
    const el = pick && sourceOf(pick);
    if (!el) return;
    el.classList.toggle('spotlit', on);
    if (on && e.type === 'focusin' && el.closest('.board-view')) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  document.addEventListener('pointerover', (e) => spot(e, true));
  document.addEventListener('pointerout', (e) => spot(e, false));
  document.addEventListener('focusin', (e) => spot(e, true));
  document.addEventListener('focusout', (e) => spot(e, false));

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

  // After go-app has changed the page: open new viewports, keep fitted
  // boards fitted, recount the tabs, slide moved pieces.
  let queued = false;
  function update() {
    queued = false;
    for (const view of document.querySelectorAll('.board-view')) {
      const st = stateOf(view);
      const c = canvasOf(view);
      if (c && st.opened && (parseFloat(c.style.zoom) || 1) !== st.zoom) c.style.zoom = String(st.zoom); // a new canvas
      open(view);
      flip(view);
    }
    if (offered && !offered.els.every((el) => el.isConnected && usable(el))) closeOffer();
    for (const table of document.querySelectorAll('.table')) {
      syncPicks(table);
      syncTabs(table);
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
    for (const table of document.querySelectorAll('.table')) syncPicks(table);
  };
  narrowQuery.addEventListener('change', reshaped);
}
