// A whole game on an upright phone played by taps on the board itself, as
// a player with one thumb plays it (the phone table's browser tests,
// phone.test.mjs and phone-small.test.mjs, and make bench's "The phone
// table" part): at every decision checkTable measures the table, and at
// every decision whose targets are on the board readBoardDecision measures
// the board as the decision opens; once a game, a press and hold on a piece
// (pressAndHold). The computers play random legal moves (the table is under
// test, not them), and the game's seed is fixed.
import assert from 'node:assert/strict';
import { lcg, slack, startGame } from './harness.mjs';
import {
  checkTable, clickTarget, decision, moment, moves, over, settle, steadyStatusBar, suggestNowAndThen, tapApart, tapPointApart, theEnd, watchStatusBar,
} from './table.mjs';

// shorter sets up a shorter game where the setup offers one, as each
// game's own whole-game tests do: Craft & Conquer's 30-minute game of the
// rulebook, in which the player claims each Objective as soon as it may
// (prefer): random play took 400 s and more to the end.
const shorter = { craftconquer: ['variant-length-30'] };
const prefer = { craftconquer: /^Claim/ };

// share is the least part of the screen's height the board's view has at
// a decision on the board; reachOut the distance from a target's centre
// of the four other points a tap must reach it from.
export const share = 0.55;
const reachOut = 20;

// readBoardDecision, in the page, measures a decision on the board as it
// opens: the board's view's share of the screen (share), the board's
// usable targets (count) and, of them, those whose centre lies outside the
// view (out), those a tap at a point of the five does not reach (unreached),
// those under another element (covered), and the choices listed twice
// (twice: two picks of one label, or one move with two picks).
function readBoardDecision(reachOut) {
  const table = document.querySelector('.table');
  const view = table.querySelector('.board-view');
  const vr = view.getBoundingClientRect();
  const usable = (t) => !t.disabled && t.getAttribute('aria-disabled') !== 'true' && !t.closest('.overlay');
  const label = (el) => (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent).trim().replace(/\s+/g, ' ').slice(0, 70);
  const name = (el) => el ? `${el.tagName.toLowerCase()}${[...el.classList].map((c) => '.' + c).join('')}` : 'nothing';
  const chooser = [...table.querySelectorAll('.chooser .target')].some(usable);
  const targets = chooser || !view.checkVisibility() ? [] : [...view.querySelectorAll('.target')].filter((t) => usable(t) && t.getBoundingClientRect().width > 0);
  const out = [], unreached = [], covered = [];
  for (const t of targets) {
    const r = t.getBoundingClientRect();
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    if (cx < vr.left || cx > vr.right || cy < vr.top || cy > vr.bottom) {
      out.push(`${label(t)} at ${Math.round(cx)},${Math.round(cy)}`);
      continue;
    }
    const hit = document.elementFromPoint(cx, cy);
    if (!hit || !view.contains(hit)) covered.push(`${label(t)}: under ${name(hit)}`);
    for (const [dx, dy] of [[0, 0], [reachOut, 0], [-reachOut, 0], [0, reachOut], [0, -reachOut]]) {
      // The target itself, or another drawing of its move.
      const same = (el) => el === t || (t.dataset.action && el.dataset.action === t.dataset.action) || label(el) === label(t);
      const got = window.tabulaReach(cx + dx, cy + dy);
      if (!(got.direct && same(got.direct)) && !got.near.some(same)) {
        unreached.push(`${label(t)} from ${dx},${dy}: ${got.direct ? label(got.direct) : got.near.map(label).join(' / ') || 'nothing'}`);
        break;
      }
    }
  }
  const picks = [...table.querySelectorAll('.picks .pick')].map((p) => p.textContent);
  const twice = picks.filter((p, i) => picks.indexOf(p) !== i);
  const pickOf = new Map();
  for (const t of table.querySelectorAll('.target[data-action][data-pick]')) {
    if (!usable(t)) continue;
    const was = pickOf.get(t.dataset.action);
    if (was !== undefined && was !== t.dataset.pick) twice.push(`${label(t)}: picks ${was} and ${t.dataset.pick}`);
    pickOf.set(t.dataset.action, t.dataset.pick);
  }
  return { share: vr.height / innerHeight, count: targets.length, out, unreached, covered, twice };
}

// pointOf, in the page, is where a thumb taps the board target labelled
// label: its centre, or one of the four points reachOut px out (k, 0–4).
function pointOf([label, k, reachOut]) {
  label = label.trim().replace(/\s+/g, ' ');
  const same = (el) => (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent).trim().replace(/\s+/g, ' ') === label;
  const t = [...document.querySelectorAll('.table .board-view .target')].find(same);
  if (!t) return null;
  const r = t.getBoundingClientRect();
  const [dx, dy] = [[0, 0], [reachOut, 0], [-reachOut, 0], [0, reachOut], [0, -reachOut]][k];
  return { x: (r.left + r.right) / 2 + dx, y: (r.top + r.bottom) / 2 + dy };
}

// tapBoard plays a board target as a thumb does: a tap at one of its five
// points, then, if the tap offers the targets near it, a tap on its name
// among them, each tap apart from the test's last tap anywhere
// (tapPointApart, tapApart: the target may lie where the last pick in the
// open sheet was). A tap that neither moves the table on nor offers
// anything fails the test.
async function tapBoard(page, target, k, before) {
  const offer = page.locator('.near-offer');
  const at = await page.evaluate(pointOf, [target.label, k, reachOut]);
  assert.ok(at, `the target "${target.label}" is not on the board`);
  await tapPointApart(page, at.x, at.y);
  // A touch's click comes a moment after the finger is lifted: the table
  // moves on, or offers the targets near the tap.
  const changed = async () => await offer.isVisible() || await moment(page) !== before;
  for (const end = Date.now() + slack(5000); Date.now() < end && !await changed(); await page.waitForTimeout(30));
  assert.ok(await changed(), `a tap at ${Math.round(at.x)},${Math.round(at.y)} on "${target.label}" changed nothing`);
  if (await offer.isVisible()) {
    await tapApart(offer.getByRole('button', { name: target.label.trim().replace(/\s+/g, ' '), exact: true }));
  }
}

// pressAndHold holds a finger on the first piece of the board with a tip
// (a title, or a description) and checks the tip it shows: in the theme's
// box (not transparent, not the browser's default type), whole, in view,
// beside the piece and not over it; and that the press played nothing.
async function pressAndHold(page, where) {
  const piece = await page.evaluate(() => {
    const view = document.querySelector('.table .board-view');
    const vr = view.getBoundingClientRect();
    for (const el of view.querySelectorAll('[title], [aria-describedby]')) {
      const r = el.getBoundingClientRect();
      const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
      if (r.width < 8 || x < vr.left || x > vr.right || y < vr.top || y > vr.bottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) {
        el.dataset.held = '1';
        return { x, y };
      }
    }
    return null;
  });
  if (!piece) return false;
  const logged = await moves(page);
  const before = await moment(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [piece] });
  await page.waitForFunction(() => document.querySelector('#touch-tip')?.checkVisibility(), null, { timeout: 5000 });
  const tip = await page.evaluate(() => {
    const tip = document.querySelector('#touch-tip');
    const held = document.querySelector('[data-held]');
    delete held.dataset.held;
    const style = getComputedStyle(tip);
    const t = tip.getBoundingClientRect(), p = held.getBoundingClientRect();
    return {
      background: style.backgroundColor, font: style.fontFamily, text: tip.textContent,
      whole: tip.scrollHeight <= tip.clientHeight + 1 && t.left >= 0 && t.top >= 0 && t.right <= innerWidth && t.bottom <= innerHeight,
      over: t.left < p.right && t.right > p.left && t.top < p.bottom && t.bottom > p.top,
    };
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(500);
  assert.ok(tip.text.length > 0, `${where}: the tip is empty`);
  assert.ok(!/rgba\(0, 0, 0, 0\)|transparent/.test(tip.background), `${where}: the tip has no background: ${tip.background}`);
  assert.ok(!/Times/.test(tip.font), `${where}: the tip is in the browser's default type: ${tip.font}`);
  assert.ok(tip.whole, `${where}: the tip is not whole in view: "${tip.text}"`);
  assert.ok(!tip.over, `${where}: the tip lies over its piece: "${tip.text}"`);
  assert.equal(await moves(page), logged, `${where}: the press and hold played a move`);
  assert.equal(await moment(page), before, `${where}: the press and hold changed the table`);
  await tapApart(page.locator('.status-bar .progress'));
  await page.waitForFunction(() => !document.querySelector('#touch-tip')?.checkVisibility());
  return true;
}

// playOnPhone plays a whole game of the game { id, name, minPlayers,
// maxPlayers } at size on a fresh page of site's (with touch), tapping the
// board where the decision is; with check, it asserts at each decision what
// the phone table promises (the module's comment), and at the end the
// result. It returns the game's figures: its decisions, those on the board,
// those tapped there, the board's share of the screen at each decision on
// the board, and the targets out of view as their decisions opened (each a
// drag a player would need). With upTo it stops after that many decisions,
// the end not reached nor checked.
export async function playOnPhone(site, game, size, { check = true, seed = 75, upTo = Infinity } = {}) {
  const { id, name, minPlayers, maxPlayers } = game;
  const { page, close } = await site.fresh({ viewport: size, hasTouch: true, isMobile: true });
  const players = Math.min(Math.max(2, minPlayers), maxPlayers);
  await startGame(page, site.root.url(), minPlayers === maxPlayers ? undefined : players, { game: id, level: 'random', seed, pace: 'instant', choose: shorter[id] ?? [] });
  await watchStatusBar(page);
  const rnd = lcg(seed + size.width);
  const figures = { decisions: 0, onBoard: 0, tapped: 0, pending: 0, shares: [], outOfView: 0 };
  let held = false;
  for (; figures.decisions < Math.min(upTo, 2000); figures.decisions++) {
    const made = figures.decisions;
    let targets = await decision(page);
    if (!targets) break;
    if (await suggestNowAndThen(page, made)) targets = await decision(page) ?? targets;
    const where = `${name} at ${size.width}×${size.height}, decision ${made}: ${await page.locator('.status-bar .prompt').innerText()}`;
    // As the decision opens: once the last moves' pieces have slid.
    await page.waitForFunction(() => !document.querySelector('.board-view[data-sliding]'));
    const seen = await page.evaluate(readBoardDecision, reachOut);
    if (check) assert.deepEqual(seen.twice, [], `${where}: choices listed twice`);
    if (seen.count > 0) {
      figures.onBoard++;
      figures.shares.push(seen.share);
      figures.outOfView += seen.out.length;
      if (check) {
        assert.ok(seen.share >= share, `${where}: the board's view is ${Math.round(seen.share * 100)}% of the screen's height`);
        assert.deepEqual(seen.out, [], `${where}: targets out of the board's view as the decision opens`);
        assert.deepEqual(seen.unreached, [], `${where}: targets a thumb's tap does not reach`);
        assert.deepEqual(seen.covered, [], `${where}: targets under a control`);
        if (!held) held = await pressAndHold(page, where);
      }
    }
    if (check) await checkTable(page, size, { axe: 'new', context: `decision ${made}` });
    const preferred = prefer[id] ? targets.filter((t) => prefer[id].test(t.label)) : [];
    const from = preferred.length > 0 ? preferred : targets;
    const target = from[Math.floor(rnd() * from.length)];
    const before = await moment(page);
    if (seen.count > 0 && target.tab === 'board' && target.shown && !target.under && await page.evaluate(pointOf, [target.label, 0, reachOut])) {
      await tapBoard(page, target, made % 5, before);
      figures.tapped++;
      await settle(page, before, target.label);
      // A move tapped on the board that waits for End turn is marked there.
      if (await page.locator('.status-bar .end-turn').count() > 0) {
        await page.waitForFunction(() => document.querySelector('.table .board-view .pending-mark'), null, { timeout: slack(3000) })
          .catch(() => assert.fail(`${where}: the move waiting for End turn is not marked on the board`));
        figures.pending++;
      }
      continue;
    }
    await clickTarget(page, target, { tap: true });
    await settle(page, before, target.label);
  }
  if (check) assert.ok(held, `${name}: no piece on the board had a tip to press and hold`);
  if (check && upTo === Infinity) {
    assert.ok(await over(page), `${name}: no end after ${figures.decisions} decisions`);
    await steadyStatusBar(page, `${size.width}×${size.height} after ${figures.decisions} decisions`);
    await theEnd(page, size, ['Total']);
  }
  await close();
  return figures;
}
