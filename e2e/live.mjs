// Live play between devices, driven from outside, for
// live.test.mjs and make bench (bench.mjs): the invitation, the reply and
// the connection between two tables, the arrival of a turn's moves on the
// other tables, timed in the pages, and a live game played to its end.
import assert from 'node:assert/strict';
import { playTurn, savedGames, seesOnlyItsOwnSeat, state, verdictOf } from './friends.mjs';
import { setPace, slack } from './harness.mjs';
import { moves } from './table.mjs';

// liveSetups are the live games of live.test.mjs and make bench: each
// game with its variants, the targets preferred (Craft & Conquer's claims,
// which end a game sooner) and the seed of its random choices.
export const liveSetups = [
  { game: 'battlemerchants', variants: [], prefer: null, seed: 3 },
  { game: 'coincrown', variants: [], prefer: null, seed: 4 },
  { game: 'emara', variants: [], prefer: null, seed: 5 },
  { game: 'craftconquer', variants: ['length-30'], prefer: /^Claim/, seed: 6 },
];

// invite makes the live invitation for the friend in seat on ann's table
// and returns its link.
export async function invite(ann, seat = 1) {
  const page = ann.page;
  if (await page.locator('.overlay.live').count() === 0) {
    await page.evaluate(() => { document.querySelector('details.table-menu').open = true; });
    await page.click('.table-menu .live-open');
  }
  const part = `.overlay.live .live-seat[data-seat="${seat}"]`;
  await page.click(`${part} .live-invite`);
  const input = page.locator(`${part} .live-invite-url`);
  await input.waitFor();
  return input.inputValue();
}

// join opens the invitation on bea's device, joins the game (when the
// device does not have it yet) and returns the reply the table gives.
export async function join(bea, link) {
  const page = bea.page;
  await page.goto(link);
  await page.waitForSelector('.join .join-game, .overlay.live .live-reply-url');
  if (await page.locator('.join .join-game').count() > 0) {
    assert.match(await page.locator('.join').innerText(), /live invitation/);
    await page.click('.join-game');
  }
  const reply = page.locator('.overlay.live .live-reply-url');
  await reply.waitFor();
  return reply.inputValue();
}

// isLive waits until page's table says it is live with whom (a pattern).
export async function isLive(page, whom = /./) {
  const says = new RegExp('Live with ' + whom.source);
  await page.waitForFunction((src) => [...document.querySelectorAll('.live-note, .live-status')].some((n) => new RegExp(src).test(n.textContent)),
    says.source, { timeout: 20000 });
}

// connect pastes the reply for seat on ann's table and waits until both
// tables say they are live.
export async function connect(ann, bea, reply, seat = 1) {
  const part = `.overlay.live .live-seat[data-seat="${seat}"]`;
  await ann.page.fill(`${part} .live-reply-in`, reply);
  await ann.page.click(`${part} .live-connect`);
  for (const d of [ann, bea]) await isLive(d.page);
}

// watchArrivals makes page note, in the page, when its log first held each number
// of moves (window.tabulaSeen), so that a move's arrival is timed from
// when it showed on one table to when it showed on the other, not from
// when the test saw it.
export function watchArrivals(page) {
  return page.evaluate(() => {
    if (window.tabulaSeen) return;
    const seen = (window.tabulaSeen = {});
    let last = 0;
    setInterval(() => {
      const earlier = /The (\d+) earlier moves/.exec(document.querySelector('.log > .hint')?.textContent || '');
      const n = document.querySelectorAll('.log-lines > li').length + (earlier ? Number(earlier[1]) : 0);
      for (; last < n; last++) seen[last + 1] = Date.now();
    }, 5);
  });
}

// arrives waits until to's log holds n moves, or the game is over, and
// returns how long after from's log first held them (watchArrivals) that was.
// It fails when they have not arrived after timeout (scaled to the
// machine's load, slack): a move that never arrives, not a slow one.
export async function arrives(from, to, n, { over = false, timeout = slack(30000) } = {}) {
  const start = Date.now();
  for (;;) {
    if (await moves(to) >= n && (!over || await to.locator('.overlay.result').count() > 0)) break;
    if (Date.now() - start > timeout) throw new Error(`the log stayed at ${await moves(to)} moves, not ${n}`);
    await to.waitForTimeout(10);
  }
  const seen = (page) => page.evaluate((n) => window.tabulaSeen?.[n], n);
  const [shown, arrived] = [await seen(from), await seen(to)];
  return shown && arrived ? Math.max(0, arrived - shown) : Date.now() - start;
}

// liveOn connects bea's device to ann's table: invitation, reply, paste.
// It returns the lengths of the invitation's fragment and the reply's code.
export async function liveOn(ann, bea) {
  const link = await invite(ann);
  const reply = await join(bea, link);
  await connect(ann, bea, reply);
  return { invitation: link.length - link.indexOf('#') - 1, reply: reply.length - reply.indexOf('#reply=') - 7 };
}

// startLive sets the instant pace on both devices, sets up a 2-player
// game of game on the first (setUp, friendsOn's, for the site at base)
// and connects the second live; it returns the seat to move and the
// invitation's and reply's sizes (liveOn).
export async function startLive(base, setUp, game, devs, variants = []) {
  for (const d of devs) await setPace(d.page, base, 'instant');
  await setUp(devs[0], game, 2, variants);
  const sizes = await liveOn(devs[0], devs[1]);
  return { at: (await state(devs[0].page)) === 'move' ? 0 : 1, sizes };
}

// playOn plays the game live from devs[at]'s turn to the end, or for
// upTo turns when given, checking that each turn shows on every other table
// (arrives); at the end, that the devices agree. It returns the turns,
// every arrival (ms) and the slowest.
export async function playOn(game, devs, at, pick, { prefer, upTo = Infinity } = {}) {
  let turns = 0;
  let slowest = 0;
  const arrivals = [];
  const started = Date.now();
  for (const d of devs) await watchArrivals(d.page);
  for (;;) {
    const { n, s } = await playTurn(devs[at].page, pick, { prefer });
    const count = await moves(devs[at].page);
    const took = [];
    for (const other of devs.filter((d) => d !== devs[at])) {
      took.push(await arrives(devs[at].page, other.page, count, { over: s === 'over' }));
    }
    slowest = Math.max(slowest, ...took);
    arrivals.push(...took);
    if (process.env.LIVE_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${devs[at].name} made ${n} decisions, then ${s}; ${count} moves on the other tables in ${took.join(', ')} ms`);
    turns++;
    if (s === 'over') break;
    assert.equal(s, 'away', `${devs[at].name}'s table is not waiting for a friend`);
    if (turns >= upTo) return { turns, slowest, arrivals, seconds: (Date.now() - started) / 1000 };
    if (turns % 4 === 1) await seesOnlyItsOwnSeat(devs[at], game, devs.length);
    at = await toMove(devs);
  }
  const verdicts = [];
  for (const d of devs) verdicts.push(await verdictOf(d));
  for (const d of devs.slice(1)) {
    assert.equal(verdicts[devs.indexOf(d)], verdicts[0], `${d.name}'s and ${devs[0].name}'s devices disagree on the result`);
    assert.equal(await moves(d.page), await moves(devs[0].page), `${d.name}'s and ${devs[0].name}'s devices disagree on the moves`);
  }
  for (const d of devs) assert.equal(Object.keys(await savedGames(d.page)).length, 1, `${d.name} keeps another number of games than 1`);
  return { turns, slowest, arrivals, seconds: (Date.now() - started) / 1000 };
}

// toMove is the index of the device whose table has targets: the one to
// move, once the last turn has shown everywhere.
export async function toMove(devs, timeout = 10000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const [i, d] of devs.entries()) {
      if (await state(d.page) === 'move') return i;
    }
    if (Date.now() > deadline) throw new Error('no device has the move');
    await devs[0].page.waitForTimeout(10);
  }
}
