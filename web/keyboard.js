// The game table by keyboard and screen reader (app/table/tableview.go,
// app/table/announce.go), in the browser:
//
//  - the table's voice: Go writes what happens, numbered, in the table's
//    hidden feed (.announce-feed); each new item is added here to the
//    table's one polite live region (.announcer), which nothing else
//    writes, so that a screen reader says each once, in order;
//  - a move leaves the focus on the next choice (a new decision too, when
//    the focus was lost or left on an End, a Pass or a Skip), and a key
//    pressed twice plays once: an End, a Pass or a Skip pressed within
//    doublePress ms of a keyboard move is dropped, and so is any press on
//    the lesson card's buttons that soon after the last;
//  - keys, when no text field or dialog has the focus: M opens the list
//    of the decision's moves (the same choices as a phone's sheet, from
//    web/table.js), filtered by typing words or a move's number, played by
//    Enter; E ends the turn; U undoes; S suggests a move (and the focus
//    goes to it once found); L says the last turn again; ? opens the
//    Legend; the arrow keys step from one place of the board or a mat to
//    the next, refused places (out of the Tab order) included, which say
//    why when chosen.
//
// It starts with the first table the page shows, as web/table.js does,
// and uses that file's reading of the choices (window.tabulaTable).
(() => {
  'use strict';
  const tables = document.getElementsByClassName('table');
  if (tables.length > 0) {
    startKeyboard();
    return;
  }
  const seen = new MutationObserver(() => {
    if (tables.length === 0) return;
    seen.disconnect();
    startKeyboard();
    const nudge = document.createTextNode('');
    tables[0].append(nudge);
    nudge.remove();
  });
  seen.observe(document.documentElement, { childList: true, subtree: true });
})();

function startKeyboard() {
  'use strict';

  // web/table.js's reading of the table: labelOf(el), usable(el),
  // choicesOf(table).
  const shared = () => window.tabulaTable;
  const labelOf = (el) => shared().labelOf(el);
  const usable = (el) => shared().usable(el);
  const shown = (el) => usable(el) && el.checkVisibility();

  // byKeys tells whether the person last used the keyboard: the focus is
  // moved for them only, never under a pointer or a finger.
  let byKeys = false;
  document.addEventListener('keydown', () => { byKeys = true; }, { capture: true });
  document.addEventListener('pointerdown', () => { byKeys = false; }, { capture: true });

  // The table's voice: every item of the feed numbered past the last one
  // said is added to the live region. A region just drawn is given a
  // moment before its first words, which a screen reader may not hear in
  // a region it has not met yet. Old words are taken out: removals are not
  // spoken (aria-relevant="additions").
  const keptWords = 12;
  function speak(table) {
    const feed = table.querySelector('.announce-feed');
    const region = table.querySelector('.announcer');
    if (!feed || !region) return;
    if (!region.dataset.heard) {
      region.dataset.heard = '0';
      setTimeout(() => speak(table), 400);
      return;
    }
    let heard = Number(region.dataset.heard);
    for (const item of feed.children) {
      const seq = Number(item.dataset.seq);
      if (seq <= heard) continue;
      heard = seq;
      say(region, item.textContent);
    }
    region.dataset.heard = String(heard);
  }
  // A game just opened (the feed's item marked data-open) puts the focus
  // on its first choice, where the focus is nowhere a move can be made
  // from (the main region, the body).
  let openSeen = 0;
  function focusOpened(table) {
    const item = table.querySelector('.announce-feed > [data-open]');
    const seq = item ? Number(item.dataset.seq) : 0;
    if (seq <= openSeen) return;
    openSeen = seq;
    if (!astray(document.activeElement) || document.querySelector('dialog[open], .moves-finder')) return;
    const next = nextChoice(table);
    if (next) next.focus();
  }

  // One move, one control: a move drawn twice (an exchange in the payment
  // box and on the Imperial Mint's card, a Location and the Councilor that
  // moves there, a card on the board and in the mat: data-action, the
  // same) is one stop for Tab and one name for a screen reader, the one in
  // the open chooser, else the status bar, else the mat, else the board.
  // The others stay there for a pointer, out of the Tab order and hidden
  // from the reader (aria-hidden, tabindex -1) while they are twins.
  const twins = new Set(); // the elements this file took out
  const placeRank = (el) => ['.chooser', '.status-bar', '.dock', '.board-view'].findIndex((p) => el.closest(p)) >>> 0;
  function oneControlEach(table) {
    const byMove = new Map();
    for (const el of table.querySelectorAll('.target[data-action]')) {
      if (!usable(el)) continue;
      const same = byMove.get(el.dataset.action);
      if (same) same.push(el);
      else byMove.set(el.dataset.action, [el]);
    }
    const out = new Set();
    for (const els of byMove.values()) {
      if (els.length < 2) continue;
      els.sort((a, b) => placeRank(a) - placeRank(b));
      for (const el of els.slice(1)) out.add(el);
    }
    for (const el of twins) {
      if (out.has(el)) continue;
      twins.delete(el);
      if (!el.isConnected) continue;
      el.removeAttribute('aria-hidden');
      if (el.classList.contains('target') && el.getAttribute('tabindex') === '-1') el.setAttribute('tabindex', '0');
    }
    for (const el of out) {
      twins.add(el);
      if (el.getAttribute('aria-hidden') !== 'true') el.setAttribute('aria-hidden', 'true');
      if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
    }
  }
  function say(region, text) {
    const p = document.createElement('p');
    p.textContent = text;
    region.appendChild(p);
    while (region.childElementCount > keptWords) region.firstElementChild.remove();
  }
  // tell says a few words of this file's own (a key with nothing to do).
  function tell(text) {
    const region = document.querySelector('.table .announcer');
    if (region) say(region, text);
  }

  // A key pressed twice plays once.
  const doublePress = 600;
  const ender = /^(End|Pass|Skip)\b/;
  let keyed = null; // { el, label, at }: the last choice played from the keyboard
  let swallowSpace = false;
  const isEnder = (el) => el.classList.contains('end-turn') || ender.test(labelOf(el));
  const choiceSelector = '.table .target, .table .pick, .table .turn-actions button, .table .lesson-actions button';
  function pressed(el, now) {
    keyed = { el, label: labelOf(el), at: now };
  }
  function twice(el, now) {
    if (!keyed || now - keyed.at >= doublePress) return false;
    if (el.closest('.lesson-actions')) return true;
    return isEnder(el) && (el !== keyed.el || labelOf(el) !== keyed.label);
  }
  document.addEventListener('keydown', (e) => {
    if ((e.key !== 'Enter' && e.key !== ' ') || e.altKey || e.ctrlKey || e.metaKey || !e.target.closest) return;
    const choice = e.target.closest(choiceSelector);
    if (!choice || choice.closest('.overlay')) return;
    const now = performance.now();
    if (e.repeat || twice(choice, now)) {
      e.preventDefault();
      e.stopPropagation();
      swallowSpace = e.key === ' ';
      return;
    }
    pressed(choice, now);
  }, { capture: true });
  document.addEventListener('keyup', (e) => {
    if (e.key === ' ' && swallowSpace) {
      swallowSpace = false;
      e.preventDefault();
      e.stopPropagation();
    }
  }, { capture: true });

  // nextChoice is where the focus goes after a keyboard move: a choice of
  // the open chooser, else the first choice for the thumb (a phone) or the
  // first target elsewhere in the Tab order that is not an End, Pass or
  // Skip, else End turn or the like, else the lesson's Continue, else the
  // prompt.
  function nextChoice(table) {
    const tabbable = (el) => shown(el) && el.tabIndex >= 0;
    const chooser = [...table.querySelectorAll('.chooser .target')].filter(tabbable);
    if (chooser.length) return chooser[0];
    const picks = [...table.querySelectorAll('.picks .pick')].filter(tabbable);
    const targets = picks.length ? picks : [...table.querySelectorAll('.target')].filter((el) => tabbable(el) && !el.closest('.status-bar'))
      .concat([...table.querySelectorAll('.status-bar .turn-actions button')].filter(tabbable));
    const lesson = [...table.querySelectorAll('.lesson-actions .primary')].filter(shown);
    return targets.find((el) => !isEnder(el)) || targets[0] || lesson[0] || table.querySelector('.status-bar .prompt');
  }

  // astray tells whether the focus is nowhere a move can be made from: on
  // the page's body, on an element gone, disabled, or out of sight.
  function astray(active) {
    return !active || active === document.body || !active.isConnected || active.matches('main') ||
      active.disabled || active.getAttribute('aria-disabled') === 'true' || !active.checkVisibility();
  }

  // refocus moves the focus to the next choice after a keyboard move, for
  // five seconds after the key (go-app may change the page over several
  // frames), whenever it is astray or stays on an element that now says
  // something else; and at a new decision of the person (a new turn, a new
  // Year) when the keyboard was used last and the focus is astray or on an
  // End, a Pass or a Skip, which the next Enter would press without the
  // person meaning it.
  let decisionSeen = '';
  function refocus(table) {
    const active = document.activeElement;
    if (table.querySelector('.overlay') || document.querySelector('dialog[open], .moves-finder, .near-offer')) return;
    if (keyed && performance.now() - keyed.at > 5000) keyed = null;
    const decision = decisionOf(table);
    const fresh = decision !== decisionSeen;
    decisionSeen = decision;
    let move = false;
    if (keyed) {
      const relabelled = [keyed, keyed.moved].some((k) => k && active === k.el && labelOf(active) !== k.label);
      // An End or a Pass that stays under the focus at the decision it led
      // to (Coin & Crown's Pass, at the next Year's first turn) would be
      // pressed again by the next Enter.
      const again = fresh && decision.endsWith('|mine') && active === keyed.el && isEnder(active);
      move = astray(active) || relabelled || again;
    } else if (fresh && byKeys && decision.endsWith('|mine')) {
      move = astray(active) || (active.closest(choiceSelector) && isEnder(active));
    }
    if (!move) return;
    const next = nextChoice(table);
    if (!next || next === active) return;
    if (keyed) keyed.moved = { el: next, label: labelOf(next) };
    next.focus();
  }

  // decisionOf tells one decision from the next: the prompt, the log's
  // length and whether the person has a choice to make.
  function decisionOf(table) {
    const log = table.querySelector('.log-lines');
    const prompt = table.querySelector('.status-bar .prompt');
    const mine = [...table.querySelectorAll('.target')].some(usable);
    return `${prompt ? prompt.textContent : ''}|${log ? log.childElementCount : 0}|${mine ? 'mine' : ''}`;
  }

  // Suggest by keyboard: once the suggestion is found, the focus goes to
  // the move suggested, one Enter from being played.
  let suggestAsked = 0;
  function showSuggested(table) {
    if (!suggestAsked) return;
    if (performance.now() - suggestAsked > 60000) {
      suggestAsked = 0;
      return;
    }
    const marked = [...table.querySelectorAll('.target.suggested')].filter((el) => shown(el) && el.tabIndex >= 0);
    if (!marked.length) return;
    suggestAsked = 0;
    marked[0].focus();
  }

  // The keys. A key works when no text field, list of moves or dialog has
  // the focus, and without Ctrl, Alt or Meta (a screen reader's own keys
  // and the browser's stay theirs).
  function typing(el) {
    return el && (el.matches('input, textarea, select, [contenteditable]') || el.closest('dialog, .moves-finder, .near-offer, .overlay'));
  }
  function button(table, selector, test) {
    return [...table.querySelectorAll(selector)].find((el) => el.checkVisibility() && (!test || test(el)));
  }
  const keys = {
    m: (table) => openFinder(table),
    e: (table) => press(table, button(table, '.status-bar .end-turn, .status-bar .turn-actions button', (el) => /^End\b/.test(labelOf(el)) || el.classList.contains('end-turn')),
      'There is no End turn now.'),
    u: (table) => press(table, button(table, '.status-bar .undo'), 'There is nothing to undo.'),
    s: (table) => {
      const b = button(table, '.status-bar .suggest');
      if (press(table, b, 'No move can be suggested now.')) suggestAsked = performance.now();
    },
    // Hidden with the empty line of the others' moves, it still says the
    // last turn of another seat.
    l: (table) => press(table, table.querySelector('.status-bar .hear-again'), ''),
    '?': (table) => press(table, button(table, '.status-bar .legend-button, .legend-control button'), ''),
  };
  // press presses b as a click would, or says why not (unable).
  function press(table, b, unable) {
    const now = performance.now();
    if (!b || b.disabled || b.getAttribute('aria-disabled') === 'true') {
      if (unable) tell(unable);
      return false;
    }
    if (twice(b, now)) return false;
    pressed(b, now);
    b.click();
    return true;
  }
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || typing(e.target)) return;
    const table = document.querySelector('.table:not(.review)');
    const act = keys[e.key.length === 1 ? e.key.toLowerCase() : ''];
    if (table && act) {
      e.preventDefault();
      act(table);
      return;
    }
    if (table && step(e)) e.preventDefault();
  });

  // The arrow keys step through the places of the panel the focus is in
  // (the board, the chooser over it, the person's mat, the status bar's
  // turn buttons), targets and refused places alike, Home and End to its
  // first and last.
  const panels = '.chooser, .board-view, .dock, .players, .turn-actions, .picks';
  const arrows = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  function step(e) {
    const at = e.target.closest && e.target.closest('.target, .refused');
    const panel = at && at.closest(panels);
    if (!panel || !(e.key in arrows || e.key === 'Home' || e.key === 'End')) return false;
    const places = [...panel.querySelectorAll('.target, .refused')]
      .filter((el) => el.hasAttribute('tabindex') && el.checkVisibility() && el.closest(panels) === panel);
    if (places.length < 2) return false;
    const i = places.indexOf(at);
    let next;
    if (e.key === 'Home') next = places[0];
    else if (e.key === 'End') next = places[places.length - 1];
    else next = places[(i + arrows[e.key] + places.length) % places.length];
    next.focus();
    return true;
  }

  // The list of moves: a dialog with a field and a list box. Typing
  // filters the moves by their words (every word typed begins a word of
  // the move, or a number picks the move so numbered); Up and Down choose;
  // Enter plays the move chosen, as a click on it would; Escape closes
  // the list and gives the focus back where it was.
  let finder = null; // { box, input, list, choices, shown, active, back }
  function openFinder(table) {
    if (finder) return;
    // The board's moves first, the turn's own (End turn, Pass…) last, as
    // a phone's sheet lists them.
    const all = shared().choicesOf(table);
    const choices = [...all.filter((c) => c.kind !== 'turn'), ...all.filter((c) => c.kind === 'turn')];
    if (!choices.length) {
      tell('You have no move to make now.');
      return;
    }
    const box = document.createElement('div');
    box.className = 'moves-finder';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'moves-finder-title');
    const title = document.createElement('h2');
    title.id = 'moves-finder-title';
    title.className = 'moves-finder-title';
    title.textContent = 'Your moves';
    const input = document.createElement('input');
    input.type = 'text';
    input.id = 'moves-finder-input';
    input.className = 'moves-finder-input';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', 'moves-finder-list');
    input.setAttribute('aria-describedby', 'moves-finder-help');
    input.setAttribute('aria-labelledby', 'moves-finder-title');
    const help = document.createElement('p');
    help.id = 'moves-finder-help';
    help.className = 'moves-finder-help';
    help.textContent = 'Type words of a move or its number; Up and Down choose, Enter plays, Escape closes.';
    const list = document.createElement('ul');
    list.id = 'moves-finder-list';
    list.className = 'moves-finder-list';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-labelledby', 'moves-finder-title');
    box.append(title, input, help, list);
    (table.closest('.tabula') || document.body).appendChild(box);
    finder = { box, input, list, choices, shown: [], active: 0, back: document.activeElement, table };
    input.addEventListener('input', filter);
    input.addEventListener('keydown', finderKey);
    list.addEventListener('click', (e) => {
      const li = e.target.closest('[role=option]');
      if (li) playFrom(Number(li.dataset.index));
    });
    box.addEventListener('focusout', (e) => {
      if (finder && finder.box === box && !box.contains(e.relatedTarget)) setTimeout(() => { if (finder && finder.box === box && !box.contains(document.activeElement)) closeFinder(false); }, 0);
    });
    filter();
    input.focus();
  }

  // words splits text into lowercase words.
  const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

  function filter() {
    const f = finder;
    const typed = f.input.value.trim();
    const asked = words(typed);
    f.shown = f.choices.map((c, i) => i).filter((i) => {
      if (/^\d+$/.test(typed)) return String(i + 1).startsWith(typed);
      const have = words(f.choices[i].label);
      return asked.every((w) => have.some((h) => h.startsWith(w)));
    });
    if (/^\d+$/.test(typed)) {
      const exact = f.shown.indexOf(Number(typed) - 1);
      f.active = exact >= 0 ? exact : 0;
    } else {
      f.active = 0;
    }
    f.list.replaceChildren(...f.shown.map((i, k) => {
      const li = document.createElement('li');
      li.id = 'moves-finder-' + i;
      li.dataset.index = String(i);
      li.setAttribute('role', 'option');
      li.className = 'moves-finder-option';
      li.textContent = `${i + 1}. ${f.choices[i].label}`;
      li.setAttribute('aria-selected', String(k === f.active));
      return li;
    }));
    if (!f.shown.length) {
      const li = document.createElement('li');
      li.className = 'moves-finder-none';
      li.textContent = 'No move has these words.';
      f.list.appendChild(li);
    }
    mark();
  }

  function mark() {
    const f = finder;
    f.list.querySelectorAll('[role=option]').forEach((li, k) => li.setAttribute('aria-selected', String(k === f.active)));
    const li = f.list.querySelector(`[role=option][aria-selected=true]`);
    if (li) {
      f.input.setAttribute('aria-activedescendant', li.id);
      li.scrollIntoView({ block: 'nearest' });
    } else {
      f.input.removeAttribute('aria-activedescendant');
    }
  }

  function finderKey(e) {
    const f = finder;
    if (!f) return;
    const last = f.shown.length - 1;
    switch (e.key) {
      case 'ArrowDown': f.active = Math.min(last, f.active + 1); break;
      case 'ArrowUp': f.active = Math.max(0, f.active - 1); break;
      case 'Home': if (!f.input.value) f.active = 0; else return; break;
      case 'End': if (!f.input.value) f.active = last; else return; break;
      case 'PageDown': f.active = Math.min(last, f.active + 10); break;
      case 'PageUp': f.active = Math.max(0, f.active - 10); break;
      case 'Enter':
        e.preventDefault();
        if (!e.repeat && f.shown.length) playFrom(f.shown[f.active]);
        return;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        closeFinder(true);
        return;
      case 'Tab':
        e.preventDefault(); // the list is a dialog: Escape leaves it
        return;
      default:
        return;
    }
    e.preventDefault();
    mark();
  }

  // playFrom plays the move numbered i in the list: a click on its target,
  // if that target still stands for the move the list names.
  function playFrom(i) {
    const f = finder;
    const c = f.choices[i];
    closeFinder(false);
    if (!c || !c.el.isConnected || labelOf(c.el) !== c.label || !usable(c.el)) {
      tell('That move is no longer offered: the table has changed.');
      return;
    }
    pressed(c.el, performance.now());
    c.el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }

  function closeFinder(back) {
    const f = finder;
    if (!f) return;
    finder = null;
    f.box.remove();
    if (back && f.back && f.back.isConnected && f.back !== document.body) f.back.focus();
    else if (back) {
      const next = nextChoice(f.table);
      if (next) next.focus();
    }
  }

  // After go-app has changed the page: say what is new, keep the focus
  // where a move can be made, close a list of moves the table has moved on
  // from.
  let queued = false;
  function update() {
    queued = false;
    const table = document.querySelector('.table:not(.review)');
    if (!table) return;
    oneControlEach(table);
    speak(table);
    focusOpened(table);
    if (finder && finder.table !== table) closeFinder(false);
    showSuggested(table);
    refocus(table);
  }
  new MutationObserver(() => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'disabled', 'aria-disabled', 'aria-label'] });
}
