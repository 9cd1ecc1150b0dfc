// A game played as a blind player plays it: by the keyboard alone, reading
// only what a screen reader reads, the accessibility tree (Chromium's,
// through CDP) and what the page's live regions say. No click, and no CSS
// selector picks what to press: the moves come from the list of moves (M)
// as the tree names them, played by their number and Enter. The page is
// read otherwise only to wait for it (its title, and when it last changed).
// Used by keyboard.test.mjs, which asserts what the player must hear and
// meet, and by bench.mjs's "A whole game by keyboard", which reports the
// keys.
import { lcg, startGame } from './harness.mjs';
import { median } from './perf.mjs';
import { enterApart, sizes } from './table.mjs';

// shorter and prefer make Craft & Conquer's game the rulebook's 30-minute
// one, its player claiming each Objective as soon as it may, as the
// phone's whole games do.
const shorter = { craftconquer: ['variant-length-30'] };
const prefer = { craftconquer: /^Claim/ };

// keyboardGame plays a whole game of game (a catalog entry) against Easy
// on site (harness.mjs's useSite, or bench.mjs's) at 1366×768 by the
// keyboard alone (playByKeys), its moves chosen at random from a seed; it
// returns the decisions and the problems found.
export async function keyboardGame(site, { id, minPlayers }, { seed = 77 } = {}) {
  const { context, page, close } = await site.fresh({ viewport: sizes.desktop });
  try {
    await listenToLiveRegions(context);
    await startGame(page, site.root.url(), Math.max(2, minPlayers), { game: id, level: 'easy', seed, pace: 'instant', choose: shorter[id] ?? [] });
    const rnd = lcg(seed);
    const pick = (labels) => {
      const preferred = prefer[id] ? labels.map((l, i) => [l, i]).filter(([l]) => prefer[id].test(l)) : [];
      if (preferred.length) return preferred[Math.floor(rnd() * preferred.length)][1];
      return Math.floor(rnd() * labels.length);
    };
    return await playByKeys(page, { pick });
  } finally {
    await close();
  }
}

// listenToLiveRegions has every page of context keep, from its start, what
// its live regions say (window.tabulaHeard): each text added to an element
// inside a polite or assertive region, a status, a log or an alert, and
// each change of a text inside one, as a screen reader hears them; and
// when the page last changed (window.tabulaChangedAt), to wait for it.
export function listenToLiveRegions(context) {
  return context.addInitScript(() => {
    window.tabulaHeard = [];
    window.tabulaChangedAt = 0;
    const live = '[aria-live]:not([aria-live=off]), [role=status], [role=log], [role=alert]';
    // The list of moves opening, filtered and closing is not the page's
    // answer to a move.
    const finder = (n) => !!n && n.nodeType === 1 && !!n.closest('.moves-finder');
    new MutationObserver((records) => {
      if (records.some((r) => !finder(r.target.nodeType === 1 ? r.target : r.target.parentElement) &&
        ![...r.addedNodes, ...r.removedNodes].some(finder))) window.tabulaChangedAt = performance.now();
      for (const r of records) {
        const at = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        const region = at && at.closest(live);
        if (!region) continue;
        const texts = r.type === 'childList' ? [...r.addedNodes].map((n) => n.textContent) : [at.textContent];
        for (const t of texts) {
          const text = t.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim();
          if (text) window.tabulaHeard.push(text);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

// axNodes is page's whole accessibility tree as CDP gives it (ignored
// nodes left out), with by: nodeId → node.
async function axNodes(cdp) {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const kept = nodes.filter((n) => !n.ignored);
  const by = new Map(nodes.map((n) => [n.nodeId, n]));
  return { nodes: kept, by };
}

const nameOf = (n) => (n.name?.value ?? '').replace(/\s+/g, ' ').trim();
const roleOf = (n) => n.role?.value ?? '';
const prop = (n, p) => n.properties?.find((x) => x.name === p)?.value?.value;

// within lists the nodes under root (a node) in the tree's order.
function within(tree, root) {
  const out = [];
  const walk = (n) => {
    for (const id of n.childIds ?? []) {
      const c = tree.by.get(id);
      if (!c) continue;
      if (!c.ignored) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

// textOf is the text of a node's static text under it, leaving out the
// nodes under any node skip returns true for.
function textOf(tree, node, skip = () => false) {
  let text = '';
  const walk = (n) => {
    for (const id of n.childIds ?? []) {
      const c = tree.by.get(id);
      if (!c || skip(c)) continue;
      if (roleOf(c) === 'StaticText') text += nameOf(c) + ' ';
      else walk(c);
    }
  };
  walk(node);
  return text.replace(/\s+/g, ' ').replace(/ ([:.,;])/g, '$1').trim();
}

// The roles of what a person presses.
const controlRoles = new Set(['button', 'link', 'combobox', 'textbox', 'checkbox', 'radio', 'menuitem', 'DisclosureTriangle', 'tab', 'switch', 'slider', 'spinbutton', 'listbox', 'PopUpButton']);

// readTable reads, from the accessibility tree, what a player meets at a
// decision: where the focus is, the controls of the page's main region
// (each { name, role }), the game log's lines (each { text, events },
// numbered from the first move of the game) and the page's title.
function readTable(tree) {
  const root = tree.nodes.find((n) => roleOf(n) === 'RootWebArea');
  const focused = tree.nodes.filter((n) => prop(n, 'focused') === true);
  const focus = focused.find((n) => roleOf(n) !== 'RootWebArea') ?? focused[0] ?? root;
  const main = tree.nodes.find((n) => roleOf(n) === 'main');
  const controls = (main ? within(tree, main) : [])
    .filter((n) => controlRoles.has(roleOf(n)) && prop(n, 'focusable') === true && prop(n, 'disabled') !== true && prop(n, 'hidden') !== true)
    .map((n) => ({ name: nameOf(n), role: roleOf(n) }));
  const log = tree.nodes.find((n) => roleOf(n) === 'list' && nameOf(n) === 'Game log');
  const earlierNode = tree.nodes.find((n) => roleOf(n) === 'StaticText' && /^The \d+ earlier moves/.test(nameOf(n)));
  const earlier = earlierNode ? Number(/^The (\d+)/.exec(nameOf(earlierNode))[1]) : 0;
  const lines = [];
  for (const id of log?.childIds ?? []) {
    const li = tree.by.get(id);
    if (!li || roleOf(li) !== 'listitem') continue;
    // An event's line begins with an arrow that marks it as the move's.
    const events = within(tree, li).filter((n) => roleOf(n) === 'listitem').map((n) => textOf(tree, n).replace(/^↳\s*/, ''));
    lines.push({ text: textOf(tree, li, (n) => roleOf(n) === 'list'), events });
  }
  return { title: nameOf(root), focus: { role: roleOf(focus), name: nameOf(focus) }, controls, lines, earlier };
}

// awaitDecision waits until the person is to move (the page's title says
// it is their turn) or the game is over, and the page has been still for
// 250 ms; it returns 'mine' or 'over'.
async function awaitDecision(page, timeout) {
  const handle = await page.waitForFunction(() => {
    const still = performance.now() - window.tabulaChangedAt > 250;
    if (!still) return false;
    if (/ — Game over — /.test(document.title)) return 'over';
    return / — Your turn — /.test(document.title) ? 'mine' : false;
  }, null, { polling: 50, timeout });
  return handle.jsonValue();
}

// heardSince is what the live regions said from item from on.
function heardSince(page, from) {
  return page.evaluate((k) => window.tabulaHeard.slice(k), from);
}

// strip is a text as the checks compare it: without a closing full stop.
const strip = (t) => t.replace(/\.$/, '').trim();

// finderOptions presses M and reads the list of moves it opens: each
// option's number and words.
async function finderOptions(page, cdp, timeout) {
  await page.keyboard.press('m');
  const deadline = Date.now() + timeout;
  for (;;) {
    const tree = await axNodes(cdp);
    const box = tree.nodes.find((n) => roleOf(n) === 'listbox' && nameOf(n) === 'Your moves');
    const options = box ? within(tree, box).filter((n) => roleOf(n) === 'option').map(nameOf) : [];
    if (options.length) {
      return options.map((o) => {
        const m = /^(\d+)\. (.*)$/.exec(o);
        return { number: Number(m[1]), label: m[2] };
      });
    }
    if (Date.now() > deadline) throw new Error('M opened no list of moves');
    await page.waitForTimeout(50);
  }
}

// playByKeys plays the person's decisions of the game on page to its end
// (or max decisions) by the keyboard alone. At each decision it reads the
// table (readTable) and checks what a blind player must meet: the focus
// on something (not the page's body or main region), no two controls of
// the page's main region with one name, every move of the log since the
// last decision said by the live regions in the log's order, with what
// the rules did in its course, and a new Season, Year or round said.
// Then M opens the list of moves and pick(labels) chooses one; the move
// the focus is on is played by Enter (after Escape closes the list: a
// player who knows the move needs only Enter), any other by typing its
// number and Enter. It returns the decisions ({ keys: the keys needed from
// where the focus was, pressed: the keys pressed, the list's reading
// included, prompt, move }) and the problems found (strings).
export async function playByKeys(page, { pick, max = 5000, timeout = 120000 }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const decisions = [];
  const problems = [];
  const problem = (text) => {
    if (problems.length < 40) problems.push(text);
  };
  let heardFrom = 0; // the first thing said since the last decision
  let logFrom = 0; // the first line of the log not checked yet, numbered from the game's start
  let progress = '';
  for (let made = 0; made < max; made++) {
    const state = await awaitDecision(page, timeout);
    const tree = await axNodes(cdp);
    const t = readTable(tree);
    const heard = await heardSince(page, 0);
    const since = heard.slice(heardFrom);
    const where = `decision ${made} (${t.title})`;

    // Every move of the log since the last decision was said, in order.
    let cursor = heardFrom;
    t.lines.forEach((line, i) => {
      const k = t.earlier + i;
      if (k < logFrom) return;
      const [name, ...rest] = line.text.split(': ');
      // The person's choices on the New game screen (Crown of Emara's
      // Buildings) were made before the table opened: not news to them.
      if (made === 0 && name === 'You') return;
      const move = strip(rest.join(': '));
      const wanted = [move, ...line.events.map(strip)];
      // A turn is said on its own ("Beatrix: Buys…"), or, made before the
      // game opened, in what the others did since the person's move.
      const by = (h) => h.startsWith(name + ':') || h.includes(' ' + name + ': ');
      const at = heard.findIndex((h, j) => j >= cursor && by(h) && h.includes(move));
      if (at < 0) {
        problem(`${where}: "${line.text}" was never said in order (said: ${JSON.stringify(heard.slice(cursor))})`);
        return;
      }
      for (const w of wanted.slice(1)) {
        if (!heard[at].includes(w)) problem(`${where}: "${w}", of "${line.text}", was not said with it: "${heard[at]}"`);
      }
      cursor = at;
    });
    logFrom = t.earlier + t.lines.length;

    // A new Season, Year or round is said.
    const now = t.title.split(' — ')[1] ?? '';
    if (progress && now !== progress && !since.some((h) => h.includes(now === 'Game over' ? 'The game is over' : now))) {
      problem(`${where}: the change to "${now}" was not said (said: ${JSON.stringify(since)})`);
    }
    progress = now;
    heardFrom = heard.length;
    if (state === 'over') break;

    if (['RootWebArea', 'main'].includes(t.focus.role)) problem(`${where}: the focus is on the ${t.focus.role === 'main' ? 'main region' : "page's body"}`);
    const names = new Map();
    for (const c of t.controls) names.set(c.name, (names.get(c.name) ?? 0) + 1);
    const twice = [...names].filter(([n, k]) => k > 1).map(([n]) => n);
    if (twice.length) problem(`${where}: controls share a name: ${JSON.stringify(twice)}`);
    // The players here are named in letters written left to right: no
    // name carries the isolates that keep a right-to-left name apart.
    const isolated = t.controls.filter((c) => /[\u2068\u2069]/.test(c.name)).map((c) => c.name);
    if (isolated.length) problem(`${where}: names with invisible characters: ${JSON.stringify(isolated.slice(0, 3))}`);

    const options = await finderOptions(page, cdp, timeout);
    // The focus is on an End, a Pass or a Skip only where nothing else
    // can be played: the next Enter must not end what was not meant.
    const ender = /^(End|Pass|Skip)\b/;
    if (ender.test(t.focus.name) && options.some((o) => !ender.test(o.label))) {
      problem(`${where}: the focus is on "${t.focus.name}" while other moves are offered`);
    }
    const chosen = options[pick(options.map((o) => o.label))];
    let keys, pressed;
    let pressedAt;
    if (strip(chosen.label) === strip(t.focus.name.replace(/ \(suggested move\)$/, ''))) {
      await page.keyboard.press('Escape');
      pressedAt = await page.evaluate(() => performance.now());
      await enterApart(page);
      keys = 1;
      pressed = 3;
    } else {
      const digits = String(chosen.number);
      await page.keyboard.type(digits);
      pressedAt = await page.evaluate(() => performance.now());
      await enterApart(page);
      keys = 2 + digits.length;
      pressed = keys;
    }
    decisions.push({ keys, pressed, title: t.title, move: chosen.label, options: options.length });
    if (process.env.E2E_TRACE) console.log(made, t.title, '|', t.focus.name.slice(0, 50), '=>', chosen.number, chosen.label.slice(0, 60), keys);
    // The page answers (whether the move was said is read at the next
    // decision, from the log).
    await page.waitForFunction((at) => window.tabulaChangedAt > at, pressedAt, { polling: 30, timeout });
  }
  await cdp.detach();
  return { decisions, problems };
}

// keysSummary is the keys a game's decisions needed: their count, median
// and most, and the keys pressed in all.
export function keysSummary(decisions) {
  const keys = decisions.map((d) => d.keys);
  return {
    decisions: decisions.length,
    median: median(keys),
    max: Math.max(...keys),
    over8: keys.filter((k) => k > 8).length,
    pressed: decisions.reduce((a, d) => a + d.pressed, 0),
  };
}
