// The thumb's table, one of the table's scripts (web/table.js lists them
// and what they share), for phones and narrow or short screens:
//
//  - the decision's choices listed in the status bar's sheet as buttons
//    for the thumb (.picks), each playing its target and lighting it on the
//    board, the whole list opened over the board by a toggle or a drag;
//  - the tabs of a narrow screen (data-tab): the board, the person's mat,
//    the players or the log, each counting the targets in it, and at a new
//    decision with none in the tab shown but some in another, that tab
//    opened;
//  - a tap on the board: a target played at the finger's own point, and a
//    tap beside small targets playing the one in a thumb's reach or
//    offering the near ones;
//  - a long press showing what hovering shows with a mouse.
window.tabulaTable.start((shared) => {
  'use strict';
  const { labelOf, usable, choicesOf, promptOf, narrowQuery, uprightQuery, thumbSize } = shared;

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
      if (view) requestAnimationFrame(() => shared.openView(view));
    }
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

  document.addEventListener('click', (e) => {
    const tab = e.target.closest && e.target.closest('.table-tab');
    if (tab) pickTab(tab.closest('.table'), tab.dataset.tab, true);
  });

  // After go-app has changed the page (web/table.js's update): an offer
  // whose targets are gone closes; the choices and the tabs follow the
  // decision.
  shared.hooks.table.push((table) => {
    if (offered && !offered.els.every((el) => el.isConnected && usable(el))) closeOffer();
    syncPicks(table);
    syncTabs(table);
  });
});
