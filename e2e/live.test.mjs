// Live play (issue 47): two browser contexts on this machine, one per seat,
// connect by a WebRTC data channel with no STUN server (host candidates
// only) after handing over an invitation and a reply. A 2-player game is
// played to the end, each turn by random legal targets (a seeded
// generator), asserting that the moves of a turn show on the other table
// within a second and that each device shows only its own seat's hidden
// information. LIVE_TRACE=1 prints every turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { device as newDevice, names, playTurn, seesOnlyItsOwnSeat, setUp as setUpOn, state } from './friends.mjs';
import { lcg, setPace, storage, useSite } from './harness.mjs';
import { moves } from './table.mjs';

const site = useSite();
const device = (name) => newDevice(site.browser, name);
const setUp = (...args) => setUpOn(site.root.url(), ...args);

// savedGames are the device's stored games, by local-storage key.
async function savedGames(page) {
  const all = await storage(page);
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('tabula.save.')));
}

// invite makes the live invitation on ann's table and returns its link.
async function invite(ann) {
  const page = ann.page;
  await page.click('details.table-menu summary');
  await page.click('.table-menu .live-open');
  await page.click('.overlay.live .live-invite');
  const input = page.locator('.overlay.live .live-invite-url');
  await input.waitFor();
  return input.inputValue();
}

// join opens the invitation on bea's device, joins the game and returns
// the reply the table gives.
async function join(bea, link) {
  const page = bea.page;
  await page.goto(link);
  await page.waitForSelector('.join .join-game');
  assert.match(await page.locator('.join').innerText(), /live invitation/);
  await page.click('.join-game');
  const reply = page.locator('.overlay.live .live-reply-url');
  await reply.waitFor();
  return reply.inputValue();
}

// connect pastes the reply on ann's table and waits until both tables say
// they are live.
async function connect(ann, bea, reply) {
  await ann.page.fill('.overlay.live .live-reply-in', reply);
  await ann.page.click('.overlay.live .live-connect');
  for (const d of [ann, bea]) {
    await d.page.waitForSelector('.live-note:has-text("Live with")', { timeout: 20000 });
  }
}

// arrives waits until page's log holds n moves, or the game is over, and
// returns how long that took.
async function arrives(page, n, { over = false, timeout = 5000 } = {}) {
  const start = Date.now();
  for (;;) {
    if (await moves(page) >= n && (!over || await page.locator('.overlay.result').count() > 0)) return Date.now() - start;
    if (Date.now() - start > timeout) throw new Error(`the log stayed at ${await moves(page)} moves, not ${n}`);
    await page.waitForTimeout(10);
  }
}

// playLive sets up a game on the first device, connects the second live and
// plays the game to the end; it returns the turns and the slowest arrival.
async function playLive(game, devs, { variants = [], seed = 1, prefer } = {}) {
  const [ann, bea] = devs;
  const pick = lcg(seed);
  for (const d of devs) await setPace(d.page, site.root.url(), 'instant');
  await setUp(ann, game, 2, variants);
  const link = await invite(ann);
  const fragment = link.slice(link.indexOf('#') + 1);
  const reply = await join(bea, link);
  const code = reply.slice(reply.indexOf('#reply=') + 7);
  await connect(ann, bea, reply);
  let at = (await state(ann.page)) === 'move' ? 0 : 1;
  let turns = 0;
  let slowest = 0;
  const started = Date.now();
  for (;;) {
    const { n, s } = await playTurn(devs[at].page, pick, { prefer });
    const other = devs[1 - at];
    const count = await moves(devs[at].page);
    const took = await arrives(other.page, count, { over: s === 'over' });
    slowest = Math.max(slowest, took);
    if (process.env.LIVE_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${names[at]} made ${n} decisions, then ${s}; ${count} moves on the other table in ${took} ms`);
    assert.ok(took <= (Number(process.env.LIVE_SLACK) || 1000), `${names[at]}'s moves took ${took} ms to show on ${other.name}'s table`);
    turns++;
    if (s === 'over') break;
    assert.equal(s, 'away', `${names[at]}'s table is not waiting for the friend`);
    if (turns % 4 === 1) await seesOnlyItsOwnSeat(devs[at], game, 2);
    at = 1 - at;
  }
  const verdicts = [];
  for (const d of devs) verdicts.push(await d.page.locator('.overlay.result .verdict').innerText());
  assert.equal(verdicts[0], verdicts[1], 'the devices disagree on the result');
  assert.equal(await moves(ann.page), await moves(bea.page), 'the devices disagree on the moves');
  for (const d of devs) assert.equal(Object.keys(await savedGames(d.page)).length, 1, `${d.name} keeps another number of games than 1`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${game} live: invitation ${fragment.length} characters of fragment, reply code ${code.length}; ` +
    `${turns} turns, ${await moves(ann.page)} moves in ${seconds.toFixed(1)} s, slowest arrival ${slowest} ms`);
  return { turns, slowest };
}

async function closeAll(devs) {
  const errors = devs.flatMap((d) => d.errors);
  for (const d of devs) await d.context.close();
  assert.deepEqual(errors, [], 'uncaught errors in the pages');
}

test('Battle Merchants live between two devices, to the end', { timeout: 900000 }, async () => {
  const devs = [await device('Ann'), await device('Bea')];
  try {
    await playLive('battlemerchants', devs, { seed: 3 });
  } finally {
    await closeAll(devs);
  }
});
