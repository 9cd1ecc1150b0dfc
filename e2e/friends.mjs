// Friends on devices of their own, for the browser tests
// of play by link and live play: a device is a browser context of its own
// (its own storage); the game's setup on the first device; what a device's
// table waits for; a turn of random legal targets; and the check that a
// device shows only its own seat's hidden information.
import assert from 'node:assert/strict';
import { open, storage } from './harness.mjs';
import { clickTarget, legal, openTab, targetLocator } from './table.mjs';

export const names = ['Ann', 'Bea', 'Cyd'];

// friendsOn binds device and setUp to a test file's site (useSite).
export function friendsOn(site) {
  return {
    device: (name, options) => device(site.browser, name, options),
    setUp: (...args) => setUp(site.root.url(), ...args),
  };
}

// device is a browser context of its own (its own local storage) for one
// player, with its page and the page errors seen, in browser. With deal (a
// number), the page's crypto.getRandomValues gives the same bytes, drawn
// from deal, at every call: a game by links set up there, whose seed the
// app draws from it (its players may not choose one), is dealt the same in
// every run, and the test's game has one length (Craft & Conquer's by
// links took 57 to 403 decisions from run to run). Only for a device that
// sets up one game: the IDs it draws repeat too. With phone (a width in
// px), the device is a phone of that width, touch only.
async function device(browser, name, { deal, phone } = {}) {
  const context = await browser.newContext(phone
    ? { viewport: { width: phone, height: 780 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 720 } });
  if (deal !== undefined) {
    await context.addInitScript((seed) => {
      crypto.getRandomValues = (bytes) => {
        const out = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        let s = seed >>> 0 || 1;
        for (let i = 0; i < out.length; i++) {
          s ^= s << 13;
          s ^= s >>> 17;
          s ^= s << 5;
          out[i] = s & 255;
        }
        return bytes;
      };
    }, deal);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`${name}: ${err.message}`));
  return { name, context, page, errors };
}

// setUp starts a game by links on ann's device: seat 1 is Ann, the others
// friends by link, with the game's shortest setup, on the site at base.
async function setUp(base, ann, game, players, variants = []) {
  const page = ann.page;
  await open(page, base + 'new?game=' + game);
  await page.waitForSelector('#seat-0-name'); // the form is drawn
  if (await page.locator(`label[for=players-${players}]`).count() > 0) await page.click(`label[for=players-${players}]`);
  await page.fill('#seat-0-name', names[0]);
  for (let i = 1; i < players; i++) {
    await page.selectOption(`#seat-${i}-role`, { label: 'A friend, by link' });
    await page.fill(`#seat-${i}-name`, names[i]);
  }
  // A role's change redraws the form with the seat's default name ("Friend
  // 3"); on a loaded machine that can land after the fill, so fill again
  // until every name has stayed.
  for (let i = 0; i < players; i++) {
    for (let k = 0; k < 5 && await page.inputValue(`#seat-${i}-name`) !== names[i]; k++) {
      await page.fill(`#seat-${i}-name`, names[i]);
      await page.waitForTimeout(200);
    }
  }
  for (const v of variants) await page.click(`label[for=variant-${v}]`);
  assert.equal(await page.locator('.bylink-note').count(), 1, 'the setup says once who may play by link');
  assert.match(await page.locator('.bylink-note').innerText(), /friends who trust each other/);
  assert.equal(await page.locator('#seed').count(), 0, 'a game by links shows no seed');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
}

// state is what the device's table waits for: 'over' (the result is
// shown), 'handon' (a friend's link is offered: the turn left this device),
// 'name' (the person's name is asked before the first link leaves),
// 'away' (live: the turn is on the friend's device) or 'move' (the player
// has targets).
export async function state(page, timeout = 120000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const s = await page.evaluate(() => {
      if (document.querySelector('.overlay.result')) return 'over';
      if (document.querySelector('.handon-row')) return 'handon';
      if (document.querySelector('.handon .name-ask')) return 'name';
      // Live: the friend plays on their own device.
      if (/turn, live (on|through) /.test(document.querySelector('.status-bar .prompt')?.textContent || '')) return 'away';
      const t = [...document.querySelectorAll('.table .target:not([disabled])')].filter((x) => !x.closest('.overlay'));
      return t.length > 0 ? 'move' : '';
    });
    if (s) return s;
    if (Date.now() > deadline) throw new Error('the table settled on nothing: ' + await page.locator('.prompt').innerText());
    await page.waitForTimeout(25);
  }
}

// sameMove reports whether a target's label and a log line name the same
// move: the log says another seat's move in the third person ("Learns
// Hammer Craft", "their mat") where the target says "Learn", "your".
export function sameMove(label, line) {
  const plain = (t) => t.toLowerCase().replace(/^\S+\s*/, '').replace(/\b(your|their|you|they|them)\b/g, '');
  return plain(label) === plain(line);
}

// playTurn plays random legal targets until the turn leaves the device or
// the game ends, and returns the count of decisions and what ended it. An
// open chooser (a dialog on the table) is answered first, as a player
// would; prefer, when given, picks among the targets whose label it
// matches when there are any; the first decision avoids the target
// labelled avoid.
export async function playTurn(page, pick, { prefer, avoid } = {}) {
  let n = 0;
  for (let misses = 0; ;) {
    const s = await state(page);
    if (s !== 'move') return { n, s };
    const ts = await legal(page);
    const inDialog = await page.evaluate(() => [...document.querySelectorAll('.table .target:not([disabled])')]
      .filter((t) => !t.closest('.overlay')).map((t) => !!t.closest('[role=dialog], .chooser')));
    let from = ts.filter((t) => inDialog[t.i]);
    if (from.length === 0) from = ts;
    const favoured = prefer ? from.filter((t) => prefer.test(t.label)) : [];
    if (favoured.length > 0) from = favoured;
    if (n === 0 && avoid && from.some((t) => !sameMove(t.label, avoid))) from = from.filter((t) => !sameMove(t.label, avoid));
    if (from.length === 0) continue; // the page is between two positions
    const t = from[Math.floor(pick() * from.length)];
    try {
      if (t.pick !== null && await page.locator(`.table .picks .pick[data-pick="${t.pick}"]`).isVisible()) {
        await clickTarget(page, t); // a phone: its button among the choices for the thumb
      } else {
        if (!t.shown) await openTab(page, t.tab);
        const target = targetLocator(page, t.i);
        await target.click({ timeout: 3000 }).catch(async () => {
          // Something covers it (a chooser over the board): a player would
          // pan the board; the keyboard reaches it as it is.
          await target.focus({ timeout: 3000 });
          await page.keyboard.press('Enter');
        });
      }
    } catch (err) {
      // The target went away: the page moved on.
      assert.ok(++misses < 20, `${misses} clicks missed; the last: ${err.message}`);
      continue;
    }
    n++;
    // go-app draws the move at the next frame; the table ignores clicks on
    // the position before it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

// seesOnlyItsOwnSeat checks what a device shows: its own seat as the
// person at the device, named You there, and every other person as a
// friend by link under their own name, no pass-the-device screen, and, for
// games with hands, its own hand with the others' hidden.
export async function seesOnlyItsOwnSeat(dev, game, players) {
  const page = dev.page;
  assert.equal(await page.locator('.overlay.pass').count(), 0, `${dev.name}: a pass-the-device screen`);
  const kinds = await page.locator('#table-players .player').evaluateAll((ps) => ps.map((p) => [
    p.querySelector('.player-name').textContent, p.querySelector('.player-kind').textContent]));
  for (const [name, kind] of kinds) {
    assert.equal(kind, name === 'You' ? 'Person' : 'Friend, by link', `${dev.name}'s table calls ${name} ${kind}`);
    assert.ok(name === 'You' || names.includes(name), `${dev.name}'s table names a player ${name}`);
  }
  assert.equal(kinds.filter(([name]) => name === 'You').length, 1, `${dev.name}'s table has no one seat of its own`);
  const hidden = { emara: /Hand: \d+ cards? hidden/, craftconquer: /\d+ hidden Objective cards?/ }[game];
  if (!hidden) return;
  const mine = await page.locator('#table-mine').innerText();
  assert.doesNotMatch(mine, hidden, `${dev.name}'s own hand is hidden from them`);
  const opens = page.locator('#table-players .player-open');
  for (let i = 0; i < players; i++) {
    if (names[i] === dev.name) continue;
    await opens.nth(i).click();
    const detail = await page.locator('.overlay.detail').innerText();
    assert.match(detail, hidden, `${dev.name} sees ${names[i]}'s hand`);
    // No card of the hand is drawn: Emara's Action Cards, Craft & Conquer's
    // Objectives (its completed ones are public); of its Action cards only
    // those played face up.
    assert.equal(await page.locator('.overlay.detail .em-card, .overlay.detail .cq-hand:not(.cq-done) .cq-objective').count(), 0,
      `${dev.name} sees ${names[i]}'s cards`);
    for (const note of await page.locator('.overlay.detail .cq-hand .cq-action .cq-card-note').allInnerTexts()) {
      assert.match(note, /face up/, `${dev.name} sees ${names[i]}'s hidden Action card`);
    }
    await page.locator('.overlay.detail .overlay-close').click();
  }
}

// verdictOf is the result a device's table says, with the device's own
// player, whom it calls You, named: "You win with 15 points." on Bea's
// device is "Bea wins with 15 points.", as Ann's says it.
export async function verdictOf(dev) {
  const v = await dev.page.locator('.overlay.result .verdict').innerText();
  return v.replace(/^You win /, `${dev.name} wins `).replace(/\bYou\b/g, dev.name);
}

// lastTurn is the text of the moves of the last turn in a device's log,
// first move first.
export function lastTurn(page) {
  return page.evaluate(() => {
    // The log's list is in the order of play: newest last.
    const lines = [...document.querySelectorAll('.log-lines > li')].reverse().map((li) => ({
      who: li.querySelector('strong')?.textContent,
      text: [...li.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim(),
    }));
    const k = lines.findIndex((l) => l.who !== lines[0].who);
    return lines.slice(0, k < 0 ? lines.length : k).map((l) => l.text).reverse();
  });
}

// savedGames are the device's stored games, by local-storage key.
export async function savedGames(page) {
  const all = await storage(page);
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('tabula.save.')));
}

// closeAll closes the devices and checks that no page had an uncaught error.
export async function closeAll(devs) {
  const errors = devs.flatMap((d) => d.errors);
  for (const d of devs) await d.context.close();
  assert.deepEqual(errors, [], 'uncaught errors in the pages');
}
