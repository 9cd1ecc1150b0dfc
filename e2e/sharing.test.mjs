// A game shared with a friend, as each of the two phones shows it: the
// names (every string the friend's phone renders is searched for "You"
// used as the creator's name; each phone calls only its own player "you",
// Craft & Conquer's home tiles included), the question for the creator's
// name at the first link, the join question's, the hand-on row on a
// 360-px phone (no control off-screen, the link's site and game in view).
// Live, each move of a turn either shows on the other table at once or the
// mover's table says it does not yet (Undo can still take it back), and
// the live note folds away. At the end of a game with a friend, Play again
// offers the friend a new game with the same seats. SHARING_TRACE=1 prints
// the first test's steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closeAll, friendsOn, playTurn, savedGames, state } from './friends.mjs';
import { lcg, linkOf, open, patience, saveOf, setPace, shareLink, slack, useSite } from './harness.mjs';
import { arrives, connect, invite, isLive, join, startLive } from './live.mjs';
import { clickTarget, legal, moves } from './table.mjs';

const site = useSite({ motion: false });
const { device, setUp } = friendsOn(site);

// youAsName finds "You" used as another person's name, as app/names_test.go
// does: "You's turn", "send You the link", "Link for You", "You invites",
// "With: You (by link)".
const youAsName = /\bYou's\b|\bYou' |\b(?:send|for|with|With|to|from|by|on|Reply to|Link for|Scan it with) You\b|\bYou (?:invites|is|has|was|takes|plays|makes|opens|sends|wins|\(by link\)|\(computer)|\bYou,? your turn/;

// rendered is every string a page shows or says: its text, its title, the
// values of its fields and the labels and titles of its elements (the
// board's SVG among them), without the isolates around names (U+2068,
// U+2069: "⁨Ann⁩'s home tile" reads "Ann's home tile").
async function rendered(page) {
  const strings = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('*')) {
      for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'data-tip']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
      if (el.tagName === 'INPUT' && el.type !== 'hidden') out.push(el.value);
      if (el.tagName === 'title') out.push(el.textContent);
    }
    return out;
  });
  return strings.map((s) => s.replace(/[\u2068\u2069]/g, ''));
}

// neverYouFor checks that nothing dev's page renders calls another person
// You, and returns what it renders, as one text.
async function neverYouFor(dev, where) {
  const strings = await rendered(dev.page);
  for (const s of strings) {
    const m = youAsName.exec(s);
    assert.equal(m, null, `${dev.name}'s ${where} calls another player You: "${m?.[0]}" in "${s.slice(Math.max(0, (m?.index ?? 0) - 80), (m?.index ?? 0) + 80)}"`);
  }
  return strings.join('\n');
}

// fitsThePhone checks that no control of the hand-on row (and no part of
// the page) is off the phone's screen, and that the link's box (two lines,
// broken anywhere) shows at least its site and game.
async function fitsThePhone(dev) {
  const got = await dev.page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const off = [];
    for (const el of document.querySelectorAll('.handon-row > *, .handon .name-ask button, .handon .name-ask input')) {
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.right > w + 0.5 || r.width === 0) off.push(`${el.className || el.tagName}: ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    const url = document.querySelector('.handon-url');
    let shows = null;
    if (url) {
      // How much of the link shows: the box's lines against the width of
      // its site and game ("http://127.0.0.1:port/open-craftconquer").
      const cs = getComputedStyle(url);
      const g = document.createElement('canvas').getContext('2d');
      g.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const head = url.value.slice(0, url.value.indexOf('#'));
      const lines = Math.round((url.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom)) / parseFloat(cs.lineHeight));
      const inner = lines * (url.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight));
      shows = { head, need: Math.ceil(g.measureText(head).width) + 10, inner };
    }
    return { w, scroll: document.documentElement.scrollWidth, off, shows };
  });
  assert.deepEqual(got.off, [], `${dev.name}: controls off a ${got.w}-px screen`);
  assert.ok(got.scroll <= got.w, `${dev.name}: the page is ${got.scroll} px wide on a ${got.w}-px screen`);
  if (got.shows) assert.ok(got.shows.inner >= got.shows.need, `${dev.name}: the link's box shows ${got.shows.inner} px of "${got.shows.head}" (${got.shows.need} px)`);
}

test('a game shared between two 360-px phones: real names on both, the name asked once, the hand-on row on the screen', patience(900000), async () => {
  const ann = await device('Ann', { phone: 360 });
  const bea = await device('Bea', { phone: 360 });
  const devs = [ann, bea];
  const pick = lcg(31);
  const started = Date.now();
  const step = (what) => process.env.SHARING_TRACE && console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
  try {
    const base = site.root.url();
    for (const d of devs) await setPace(d.page, base, 'instant');
    // Ann sets up Craft & Conquer with a friend by link, her own seat left
    // as the form names it ("You"): she has given no name yet.
    await open(ann.page, base + 'new?game=craftconquer');
    await ann.page.waitForSelector('#seat-1-role');
    assert.equal(await ann.page.inputValue('#seat-0-name'), 'You');
    await ann.page.selectOption('#seat-1-role', { label: 'A friend, by link' });
    await ann.page.waitForFunction(() => document.querySelector('#seat-1-name')?.value === 'Friend 2');
    await ann.page.click('text=Start the game');
    await ann.page.waitForSelector('.table .prompt');
    step('Her first turn ends:');
    // Her first turn ends: before the first link leaves, her name is asked,
    // "Player 1" suggested, and no link shows.
    let { s } = await playTurn(ann.page, pick);
    assert.equal(s, 'name');
    assert.match(await ann.page.locator('.name-ask label').innerText(), /^Your name, as Friend 2's device will show it:$/);
    assert.equal(await ann.page.inputValue('.handon .name-ask-name'), 'Player 1');
    assert.equal(await ann.page.locator('.handon-url').count(), 0, 'a link shows before the name is given');
    await fitsThePhone(ann);
    await ann.page.fill('.handon .name-ask-name', 'Ann');
    await ann.page.click('.handon .name-ask-ok');
    await ann.page.waitForSelector('.handon-row .handon-url');
    assert.equal(JSON.parse(await ann.page.evaluate(() => localStorage.getItem('tabula.settings'))).name, 'Ann', 'Settings does not keep the name');
    assert.equal(await state(ann.page), 'handon');
    await fitsThePhone(ann);
    for (const b of ['.handon-send', '.handon-qr', '.live-open']) {
      assert.equal(await ann.page.locator(`.handon-row ${b}`).count(), 1, `no ${b} in the row`);
    }
    const link = await ann.page.inputValue('.handon-row .handon-url');

    step("Bea's phone: the join quest");
    // Bea's phone: the join question names Ann, asks Bea's name (what Ann
    // called her seat suggested), and its button reads "Join as …".
    await bea.page.goto(link);
    await bea.page.waitForSelector('.join .join-game');
    let text = await neverYouFor(bea, 'join question');
    assert.match(text, /Ann \(by link\)/);
    assert.equal(await bea.page.inputValue('#join-name'), 'Friend 2');
    assert.equal(await bea.page.locator('.join-game').innerText(), 'Join as Friend 2');
    await bea.page.fill('#join-name', 'Bea');
    await bea.page.waitForFunction(() => document.querySelector('.join-game').innerText === 'Join as Bea');
    await bea.page.click('.join-game');
    await bea.page.waitForSelector('.table .prompt');
    text = await neverYouFor(bea, 'table');
    assert.doesNotMatch(text, /(Bea|Friend 2)'s home tile/i, 'Bea\'s phone names her own home tile as someone else\'s');
    assert.match(text, /Ann's home tile/, 'Bea\'s phone does not name Ann\'s home tile');
    assert.equal(JSON.parse(await bea.page.evaluate(() => localStorage.getItem('tabula.settings'))).name, 'Bea');
    step('Her turn: then the link bac');
    // Her turn: then the link back is for Ann, and nothing calls Ann You.
    ({ s } = await playTurn(bea.page, pick));
    assert.equal(s, 'handon', 'Bea was asked her name again');
    text = await neverYouFor(bea, 'table after her turn');
    assert.match(text, /Ann's turn, on another device: send Ann the link\./);
    assert.match(text, /Link for Ann:/);
    await fitsThePhone(bea);
    const back = await bea.page.inputValue('.handon-row .handon-url');

    step("Ann's phone takes the link ");
    // Ann's phone takes the link back: Bea is Bea there.
    await ann.page.goto(back);
    await ann.page.waitForSelector('.table .prompt');
    const players = await ann.page.locator('#table-players .player-name').allInnerTexts();
    assert.deepEqual(players, ['You', 'Bea'], 'Ann\'s phone does not take Bea\'s name');
    await ann.page.waitForFunction(() => !/Friend 2/.test(document.body.innerText), null, { timeout: slack(5000) });

    step('Live: the invitation');
    // Live: the invitation, the reply, the connection; Bea's phone calls
    // Ann by her name in every word of it.
    const reply = await join(bea, await invite(ann, 1));
    text = await neverYouFor(bea, 'live reply');
    assert.match(text, /Reply to Ann/);
    await connect(ann, bea, reply);
    await isLive(bea.page, /Ann/);
    await neverYouFor(bea, 'live table');
  } finally {
    await closeAll(devs);
  }
});

// oneMove plays one random legal target of the device's turn.
async function oneMove(page, pick) {
  const ts = await legal(page);
  const t = ts[Math.floor(pick() * ts.length)];
  await clickTarget(page, t);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('live: what the tables say of a move matches where it shows; the live note folds away', patience(900000), async () => {
  const devs = [await device('Ann'), await device('Bea')];
  try {
    const { at } = await startLive(site.root.url(), setUp, 'emara', devs);
    const [mover, other] = [devs[at], devs[1 - at]];
    const pick = lcg(41);
    // The other's prompt says when the mover's moves show there.
    await other.page.waitForFunction((name) => document.querySelector('.status-bar .prompt')?.textContent ===
      `${name}'s turn, live on ${name}'s device. Each move shows here once ${name} can no longer take it back.`, mover.name, { timeout: slack(10000) });
    // A move: the log grew, or a move waits for End turn (a click that
    // selects a card or a space is none).
    const position = async () => `${await moves(mover.page)}/${await mover.page.locator('.status-bar .end-turn').count()}`;
    let decisions = 0;
    let held = 0;
    for (let was = await position(); await state(mover.page) === 'move'; was = await position()) {
      await oneMove(mover.page, pick);
      await mover.page.waitForTimeout(200);
      if (await state(mover.page) !== 'move') break;
      if (await position() === was) continue;
      decisions++;
      // Each move: either Undo can still take it back, and the mover's table
      // says the other does not see it yet, and the other does not; or it
      // can no longer be taken back, and it shows on the other table.
      const says = await mover.page.locator('.live-note summary').innerText();
      const mine = await moves(mover.page);
      if (await mover.page.locator('.status-bar .undo:not([disabled])').count() > 0) {
        held++;
        assert.match(says, new RegExp(`${other.name} sees your moves of this turn when it ends: until then Undo can take them back\\.$`));
        await other.page.waitForTimeout(slack(1500));
        assert.ok(await moves(other.page) < mine + 1, 'a move Undo can take back showed on the other table');
      } else {
        assert.doesNotMatch(says, /sees your moves/);
        await arrives(mover.page, other.page, mine);
      }
      // The note folds to its first sentence once a move is made.
      assert.equal(await mover.page.locator('.live-note').evaluate((d) => d.open), false, 'the live note stays open over the table');
      assert.match(says, new RegExp(`^Live with ${other.name}\\.`));
    }
    assert.ok(held >= 1, `no move of the turn's ${decisions} before its last could be taken back`);
    // The turn ended: all of it shows on the other table.
    await arrives(mover.page, other.page, await moves(mover.page));
    // A tap on the note opens it: what live play means.
    await mover.page.locator('.live-note summary').click();
    assert.match(await mover.page.locator('.live-note > p').innerText(),
      /^Each move shows on both tables as soon as its player can no longer take it back, at the latest when their turn ends\.$/);
  } finally {
    await closeAll(devs);
  }
});

// seatAs rewrites a seat of a save (its file form) from a computer's into
// name's, of kind (0 a person here, 2 a friend by link): Seat's msgp map
// {n, c, k, l} loses its level.
function seatAs(save, from, level, name, kind) {
  const str = (s) => Buffer.concat([Buffer.from([0xa0 | Buffer.byteLength(s)]), Buffer.from(s)]);
  const head = Buffer.concat([Buffer.from([0x84, 0xa1, 0x6e]), str(from), Buffer.from([0xa1, 0x63])]);
  const at = save.indexOf(head);
  assert.ok(at >= 0, `no seat ${from}`);
  const colour = save[at + head.length];
  const old = Buffer.concat([head, Buffer.from([colour, 0xa1, 0x6b, 0x01, 0xa1, 0x6c]), str(level)]);
  assert.ok(save.subarray(at, at + old.length).equals(old), `seat ${from} is not a computer at ${level}`);
  const seat = Buffer.concat([Buffer.from([0x83, 0xa1, 0x6e]), str(name), Buffer.from([0xa1, 0x63, colour, 0xa1, 0x6b, kind])]);
  return Buffer.concat([save.subarray(0, at), seat, save.subarray(at + old.length)]);
}

test('play again: one tap at the end of a game with a friend offers the friend a new game with the same seats', patience(900000), async () => {
  const ann = await device('Ann');
  const bea = await device('Bea');
  try {
    const base = site.root.url();
    for (const d of [ann, bea]) await setPace(d.page, base, 'instant');
    // A finished game with a friend, made quickly: two computers play Coin
    // & Crown to its end, and their seats become Ann's and her friend Bea's.
    await open(ann.page, base + 'new?game=coincrown');
    await ann.page.selectOption('#seat-0-role', { label: 'Computer' });
    for (const i of [0, 1]) await ann.page.selectOption(`#seat-${i}-level`, 'random');
    await ann.page.click('text=Start the game');
    await ann.page.waitForSelector('.overlay.result', { timeout: slack(300000) });
    await ann.page.click('#result-close');
    let save = saveOf(await shareLink(ann.page));
    save = seatAs(save, 'Aldric', 'random', 'Ann', 0);
    save = seatAs(save, 'Beatrix', 'random', 'Bea', 2);
    await ann.page.goto(linkOf(base, save));
    await ann.page.waitForSelector('.join .join-game');
    await ann.page.click('.join-game');
    await ann.page.waitForSelector('.overlay.result .play-again');
    const old = await moves(ann.page);
    assert.equal(await ann.page.locator('.overlay.result .play-again').innerText(), 'Play again with Bea');
    await ann.page.click('.overlay.result .play-again');
    // The new game's table: Bea's link at once, the same seats, no moves
    // of the old game.
    await ann.page.waitForSelector('.handon-row[data-seat="1"] .handon-url');
    assert.match(await ann.page.locator('.handon').innerText(), /A new game with Bea: send Bea the link now, so that the game waits on Bea's device\./);
    assert.equal(await ann.page.locator('.overlay.result').count(), 0);
    assert.ok(await moves(ann.page) < old, 'the new game holds the old one\'s moves');
    assert.deepEqual(await ann.page.locator('#table-players .player-name').allInnerTexts(), ['You', 'Bea']);
    // The computers' game, the finished game with Bea, the new one.
    assert.equal(Object.keys(await savedGames(ann.page)).length, 3, 'the new game is not kept beside the old one');
    // Bea opens it: a new game to join, from Ann.
    await bea.page.goto(await ann.page.inputValue('.handon-row[data-seat="1"] .handon-url'));
    await bea.page.waitForSelector('.join .join-game');
    const card = await bea.page.locator('.join').innerText();
    assert.match(card, /Ann \(by link\)/);
    assert.match(card, /Coin & Crown/);
    await bea.page.click('.join-game');
    await bea.page.waitForSelector('.table .prompt');
    assert.deepEqual(await bea.page.locator('#table-players .player-name').allInnerTexts(), ['Ann', 'You']);
  } finally {
    await closeAll([ann, bea]);
  }
});
