// Play by link: friends play one game from separate browser
// contexts — one per seat, each with its own storage, as separate devices
// would be — passing links only. A 2-player game of Battle Merchants and
// of Craft & Conquer (hidden hands) and a 3-player game of Coin & Crown are
// played to the end (every game's links to its end are app's
// TestEveryGameToItsEndBetweenTwoDevices), each seat's turn by
// random legal targets (a seeded generator); every context shows only its
// own seat's hidden information; an old link and a forked link are taken in
// with no saved game lost; a link opened in a context that never saw the
// game starts it there; the QR code on the table reads back as the link.
// A link that plays the seat of the device opening it is refused,
// the table's note on a link counts the game's moves, not the address's,
// and a fork is asked about and listed under its game in Saved games.
// Each game prints its decisions, links and time; LP_TRACE=1 prints every
// turn.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { closeAll, friendsOn, lastTurn, names, playTurn, savedGames, seesOnlyItsOwnSeat, state, verdictOf } from './friends.mjs';
import { lcg, open, patience, repo, setPace, slack, storage, useSite } from './harness.mjs';
import { legal, moves, openTab, targetLocator } from './table.mjs';

const site = useSite({ motion: false });

// jsQR reads QR codes from pixels; it is injected into the page.
const jsQRSource = fs.readFileSync(path.join(repo, 'e2e', 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8');

const { device, setUp } = friendsOn(site);


// handOn reads the links the device offers: seat → link.
async function handOn(page) {
  const rows = page.locator('.handon-row');
  const out = {};
  for (let i = 0; i < await rows.count(); i++) {
    out[await rows.nth(i).getAttribute('data-seat')] = await rows.nth(i).locator('.handon-url').inputValue();
  }
  return out;
}

// receive opens a link on a device as its player would: a game new to the
// device asks to be joined (join is clicked), one it has goes straight to
// its table (or, for a fork, to Home's explanation). It returns 'joined',
// 'fork' or the table's note about the link. A device that has never run
// the app, and every link when reload is set, loads the link as a new page
// (the app starts from the service worker's cache); otherwise the running
// app is sent to the link (goappNav, as go-app does for a link clicked in
// the app), which takes the same path through Home at a fraction of the
// cost of starting the app again on this busy machine.
async function receive(dev, link, { reload = false } = {}) {
  const page = dev.page;
  const running = !reload && await page.evaluate(() => typeof window.goappNav === 'function' && !!document.querySelector('.tabula main h1'));
  if (running) {
    await page.evaluate((l) => {
      for (const el of document.querySelectorAll('.table, .join, .forked')) el.dataset.left = '1';
      window.goappNav(l);
    }, link);
  } else {
    await page.goto(link);
  }
  const deadline = Date.now() + 180000;
  let where = '';
  while (!where) {
    where = await page.evaluate(() => {
      if (document.querySelector('.join:not([data-left]) .join-game')) return 'join';
      if (document.querySelector('.forked:not([data-left])')) return 'fork';
      if (document.querySelector('.table:not([data-left]) .prompt')) return 'table';
      if (document.querySelector('.shared .notice-error')) return 'error';
      return '';
    }).catch(() => ''); // the page is being replaced
    if (!where && Date.now() > deadline) throw new Error(`${dev.name}: the link led nowhere`);
    if (!where) await page.waitForTimeout(25);
  }
  switch (where) {
    case 'join':
      assert.match(await page.locator('.join').innerText(), new RegExp(`as ${dev.name}`));
      await page.click('.join-game');
      await page.waitForSelector('.table .prompt');
      return 'joined';
    case 'fork':
      return 'fork';
    case 'error':
      throw new Error(`${dev.name}: ${await page.locator('.shared').innerText()}`);
  }
  const note = page.locator('.status-bar .notice-status');
  return await note.count() > 0 ? note.first().innerText() : '';
}


// decodeQR opens the QR code of seat's link and reads it back with jsQR.
async function decodeQR(page, seat) {
  await page.locator(`.handon-row[data-seat="${seat}"] .handon-qr`).click();
  await page.waitForSelector('.overlay.qr svg.qr-code');
  await page.evaluate(jsQRSource);
  const text = await page.evaluate(async () => {
    const svg = document.querySelector('.overlay.qr svg.qr-code');
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await img.decode();
    const side = 4 * (Number(svg.dataset.modules) + 8);
    const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
    const g = canvas.getContext('2d');
    g.imageSmoothingEnabled = false;
    g.drawImage(img, 0, 0, side, side);
    const code = window.jsQR(g.getImageData(0, 0, side, side).data, side, side);
    return code ? code.data : null;
  });
  await page.locator('.overlay.qr .overlay-close').click();
  return text;
}

// playByLinks plays a whole game between the devices, passing links only,
// and returns a summary. hooks.afterLink(from, to, link) runs after each
// link is taken in.
async function playByLinks(game, devs, { variants = [], seed = 1, prefer, hooks = {} } = {}) {
  const players = devs.length;
  const pick = lcg(seed);
  await setUp(devs[0], game, players, variants);
  let at = 0; // the device that holds the turn
  let decisions = 0;
  let links = 0;
  let longest = 0;
  const started = Date.now();
  for (;;) {
    const { n, s } = await playTurn(devs[at].page, pick, { prefer });
    decisions += n;
    if (process.env.LP_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${names[at]} made ${n} decisions, then ${s}`);
    if (s === 'handon' && links % 4 === 0) await seesOnlyItsOwnSeat(devs[at], game, players);
    const offered = await handOn(devs[at].page);
    if (s === 'over') {
      // The final position goes to everyone else.
      assert.equal(Object.keys(offered).length, players - 1, 'the final links are not offered to every friend');
      for (const [seat, link] of Object.entries(offered)) {
        await receive(devs[seat], link);
        await devs[seat].page.waitForSelector('.overlay.result table.scores');
      }
      break;
    }
    const [seat, link] = Object.entries(offered)[0];
    assert.notEqual(Number(seat), at, 'a device offers its own seat');
    assert.match(await devs[at].page.locator('.prompt').innerText(), new RegExp(`${names[seat]}'s turn, on another device`));
    longest = Math.max(longest, link.length - link.indexOf('#') - 1);
    if (hooks.beforeLink) await hooks.beforeLink(devs[at], Number(seat), link, links);
    const from = at;
    await receive(devs[seat], link, { reload: links === 5 });
    links++;
    at = Number(seat);
    if (hooks.afterLink) await hooks.afterLink(devs[from], devs[at], link, links);
  }
  const verdicts = [];
  for (const d of devs) verdicts.push(await verdictOf(d));
  assert.ok(verdicts.every((v) => v === verdicts[0]), `the devices disagree on the result: ${verdicts}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${game}, ${players} players: ${decisions} decisions, ${links} links (longest fragment ${longest} characters) in ${seconds.toFixed(1)} s`);
  for (const d of devs) {
    const kept = 1 + (d.forks || 0);
    assert.equal(Object.keys(await savedGames(d.page)).length, kept, `${d.name} keeps another number of games than ${kept}`);
  }
  return { decisions, links, longest };
}

test('Battle Merchants by link: old and forked links, a fresh device, the QR code, to the end', patience(1200000), async () => {
  const devs = [await device('Ann'), await device('Bea')];
  const spare = await device('Bea'); // Bea's second device
  let first = '';
  try {
    await playByLinks('battlemerchants', devs, {
      seed: 11,
      hooks: {
        beforeLink: async (from, seat, link, n) => {
          if (n !== 0) return;
          first = link;
          assert.equal(await decodeQR(from.page, seat), link, 'the QR code does not read back as the link');
        },
        afterLink: async (from, to, link, n) => {
          if (n !== 2) return;
          // Ann has Bea's moves (link 2). Bea's second device, which never saw
          // the game, opens the first link: the game starts there, at Bea's
          // seat, and is played another way.
          assert.equal(await receive(spare, first), 'joined');
          const [played] = await lastTurn(from.page);
          const { s } = await playTurn(spare.page, lcg(99), { avoid: played });
          assert.equal(s, 'handon');
          const forked = Object.values(await handOn(spare.page))[0];
          // Ann opens that link: it went another way; asked, she keeps both.
          const before = await savedGames(to.page);
          assert.equal(await receive(to, forked), 'fork');
          assert.deepEqual(await savedGames(to.page), before, 'the fork was stored before Ann was asked');
          await to.page.click('.keep-fork');
          await to.page.waitForSelector('.forked .open-fork');
          assert.match(await to.page.locator('.forked').innerText(), /Both games are kept/);
          const after = await savedGames(to.page);
          assert.equal(Object.keys(after).length, 2, 'the fork is not kept beside the game');
          for (const [k, v] of Object.entries(before)) assert.equal(after[k], v, 'the fork changed the game');
          to.forks = 1;
          await to.page.click('.open-mine');
          await to.page.waitForSelector('.table .prompt');
          // Bea opens the first, old link again: it is behind, nothing changes.
          const beaBefore = await savedGames(from.page);
          assert.match(await receive(from, first), /older than the game on this device .* nothing was changed/);
          assert.deepEqual(await savedGames(from.page), beaBefore, 'an old link changed the saved games');
        },
      },
    });
  } finally {
    await spare.context.close();
    await closeAll(devs);
  }
});

// Dealt the same every run (device's deal): 107 decisions and 8 links in
// 16 s on a quiet machine.
test('craftconquer: a 2-player game by link to the end', patience(1200000), async () => {
  const devs = [await device('Ann', { deal: 1 }), await device('Bea')];
  try {
    await playByLinks('craftconquer', devs, { variants: ['length-30'], prefer: /^Claim/, seed: 5 });
  } finally {
    await closeAll(devs);
  }
});

test('Coin & Crown: a 3-player game by link to the end', patience(1200000), async () => {
  const devs = [await device('Ann'), await device('Bea'), await device('Cyd')];
  try {
    await playByLinks('coincrown', devs, { seed: 7 });
  } finally {
    await closeAll(devs);
  }
});

// setUpWithComputer starts a 3-player Battle Merchants game by links on
// ann's device: Ann here, Bea by link and Cedric, a Greedy computer, whom
// whichever device holds the game plays.
async function setUpWithComputer(ann) {
  const page = ann.page;
  await open(page, site.root.url() + 'new?game=battlemerchants');
  await page.waitForSelector('#seat-0-name');
  await page.click('label[for=players-3]');
  await page.selectOption('#seat-1-role', { label: 'A friend, by link' });
  await page.selectOption('#seat-2-level', 'greedy');
  for (const [i, name] of [[0, 'Ann'], [1, 'Bea']]) {
    for (let k = 0; k < 5 && await page.inputValue(`#seat-${i}-name`) !== name; k++) {
      await page.fill(`#seat-${i}-name`, name);
      await page.waitForTimeout(200);
    }
  }
  assert.equal(await page.inputValue('#seat-2-level'), 'greedy');
  await page.click('text=Start the game');
  await page.waitForSelector('.table .prompt');
  return new URL(page.url()).searchParams.get('id');
}

// turnOf is the text of the moves of name's last turn in a device's log,
// first move first.
function turnOf(page, name) {
  return page.evaluate((name) => {
    const lines = [...document.querySelectorAll('.log-lines > li')].map((li) => ({
      who: li.querySelector('strong bdi')?.textContent,
      text: [...li.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim(),
    }));
    let end = lines.length;
    while (end > 0 && lines[end - 1].who !== name) end--;
    let start = end;
    while (start > 0 && lines[start - 1].who === name) start--;
    return lines.slice(start, end).map((l) => l.text);
  }, name);
}

// untilAnnMoves passes the game between Ann's and Bea's devices until Ann
// is to move on hers, and returns the last link Bea received, if any.
async function untilAnnMoves(ann, bea, pick) {
  let toBea = '';
  while (await state(ann.page) !== 'move') {
    toBea = (await handOn(ann.page))['1'];
    await receive(bea, toBea);
    assert.equal((await playTurn(bea.page, pick)).s, 'handon');
    await receive(ann, (await handOn(bea.page))['0']);
  }
  return toBea;
}

test('a link that plays this device\'s seat is refused; the note on a link counts the game\'s moves', patience(1200000), async () => {
  const [ann, bea, forger] = [await device('Ann'), await device('Bea'), await device('Bea')];
  try {
    for (const d of [ann, bea, forger]) await setPace(d.page, site.root.url(), 'instant');
    const id = await setUpWithComputer(ann);

    // An address that says what a link did says nothing: only the games do.
    for (const q of ['&link=ahead&moves=-5', '&link=ahead&moves=1e20', '&link=behind&moves=3&for=1']) {
      await open(ann.page, site.root.url() + 'play?id=' + id + q);
      await ann.page.waitForSelector('.table .prompt');
      const bar = await ann.page.locator('.status-bar').innerText();
      assert.doesNotMatch(bar, /link brought|older than the game|-5|9223372036854775807|made for/, `${q}: ${bar}`);
    }

    const pick = lcg(45);
    await untilAnnMoves(ann, bea, pick);

    // Bea's forging device is a copy of Ann's (her storage copied): it plays
    // Ann's turn and the computer's, and sends the link for Bea's seat.
    const annStore = await storage(ann.page);
    await open(forger.page, site.root.url());
    await forger.page.evaluate((all) => { for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, annStore);
    await open(forger.page, site.root.url() + 'play?id=' + id);
    assert.equal((await playTurn(forger.page, lcg(7))).s, 'handon');
    const forged = (await handOn(forger.page))['1'];
    assert.ok(forged, 'the forger offers no link for Bea');

    // Ann opens it: refused with a sentence, her storage byte for byte as it was.
    const before = await storage(ann.page);
    await open(ann.page, forged);
    await ann.page.waitForSelector('text=This link could not be opened');
    const said = await ann.page.locator('.shared').innerText();
    assert.match(said, /This link plays a move for Ann, but Ann's seat is played on this device, so the link was not taken in\. Your saved games were not changed\./);
    assert.deepEqual(await storage(ann.page), before, 'a link that plays Ann\'s seat changed her storage');

    // Ann plays her own turn; Bea hers, and the computer its turn on Bea's
    // device. Bea's link brings exactly the moves since Ann's, and the
    // table says how many from the game itself, and lists them all.
    await open(ann.page, site.root.url() + 'play?id=' + id);
    assert.equal((await playTurn(ann.page, pick)).s, 'handon');
    const annMoves = await moves(ann.page);
    await receive(bea, (await handOn(ann.page))['1']);
    assert.equal((await playTurn(bea.page, pick)).s, 'handon');
    const back = (await handOn(bea.page))['0'];
    const brought = (await moves(bea.page)) - annMoves;
    assert.ok(brought > 0);
    const note = await receive(ann, back, { reload: true });
    assert.equal(note, `The link brought ${brought} new ${brought === 1 ? 'move' : 'moves'} to this device's game.`);
    assert.equal(await moves(ann.page), annMoves + brought);
    const recent = await ann.page.locator('.status-recent').innerText();
    assert.match(recent, /^Since your move:/);
    const listed = await ann.page.locator('.status-recent .recent-list > li').count();
    assert.equal(listed, brought, `"Since your move" does not list every move the link brought: ${recent}`);
    assert.ok((await turnOf(ann.page, 'Cedric')).length > 0, 'the computer\'s moves from Bea\'s device were not taken in');
  } finally {
    await forger.context.close();
    await closeAll([ann, bea]);
  }
});

test('a fork is asked about before it is kept, and listed under its game', patience(1200000), async () => {
  const [ann, bea, spare] = [await device('Ann'), await device('Bea'), await device('Bea')];
  try {
    for (const d of [ann, bea, spare]) await setPace(d.page, site.root.url(), 'instant');
    const id = await setUpWithComputer(ann);
    const pick = lcg(9);
    await untilAnnMoves(ann, bea, pick);
    assert.equal((await playTurn(ann.page, pick)).s, 'handon');
    const toBea = (await handOn(ann.page))['1'];
    await receive(bea, toBea);
    assert.equal((await playTurn(bea.page, pick)).s, 'handon');
    await receive(ann, (await handOn(bea.page))['0']);

    // Bea's second device opens the same link and plays her turn another way.
    assert.equal(await receive(spare, toBea), 'joined');
    const [played] = await turnOf(bea.page, 'Bea');
    assert.equal((await playTurn(spare.page, lcg(99), { avoid: played })).s, 'handon');
    const forked = (await handOn(spare.page))['0'];

    // Ann is asked; "No, thanks" keeps nothing.
    const before = await storage(ann.page);
    assert.equal(await receive(ann, forked), 'fork');
    assert.match(await ann.page.locator('.forked').innerText(), /Keep the game from the link as well\?/);
    assert.deepEqual(await storage(ann.page), before, 'the fork was stored before Ann was asked');
    await ann.page.click('.drop-fork');
    await ann.page.waitForSelector('.forked', { state: 'detached' });
    assert.deepEqual(await storage(ann.page), before, '"No, thanks" stored the fork');

    // Asked again, she keeps both; the same fork link again opens the kept
    // fork, and adds no game. (Each time from another page: go-app ignores a
    // navigation to the address it last went to, and the browser a change
    // of the fragment alone.)
    await open(ann.page, site.root.url() + 'saved');
    assert.equal(await receive(ann, forked), 'fork');
    await ann.page.click('.keep-fork');
    await ann.page.waitForSelector('.forked .open-fork');
    const games = await savedGames(ann.page);
    assert.equal(Object.keys(games).length, 2);
    assert.equal(games['tabula.save.' + id], before['tabula.save.' + id], 'the fork changed Ann\'s game');
    for (let i = 0; i < 3; i++) {
      await open(ann.page, site.root.url() + 'saved');
      await receive(ann, forked, { reload: i === 0 });
    }
    assert.equal(Object.keys(await savedGames(ann.page)).length, 2, 'a fork link opened again added a game');

    // Saved games lists the fork under Ann's game.
    await open(ann.page, site.root.url() + 'saved');
    await ann.page.waitForSelector('.saves > li');
    assert.equal(await ann.page.locator('.saves > li').count(), 1, 'the fork is listed as a game of its own');
    const group = ann.page.locator(`.saves > li[aria-labelledby="save-${id}"] .save-forks > li`);
    assert.equal(await group.count(), 1, 'the fork is not listed under its game');
    assert.match(await ann.page.locator('.save-forks-title').innerText(), /went another way/);
  } finally {
    await spare.context.close();
    await closeAll([ann, bea]);
  }
});

// cueWatch counts, in a device's pages, the tones the Web Audio API is
// asked to play and the times the page asks for notifications, and keeps
// the states each audio context went through (window.audioStates). The page's
// browser is one that has not been asked yet, whose answer is no (the
// headless shell answers no without being asked: a player's browser asks
// them once).
async function cueWatch(dev) {
  await dev.context.addInitScript(() => {
    window.tonesPlayed = 0;
    window.notifyAsked = 0;
    window.audioStates = [];
    const Context = window.AudioContext;
    window.AudioContext = class extends Context {
      constructor(...args) {
        super(...args);
        const states = [this.state];
        window.audioStates.push(states);
        this.addEventListener('statechange', () => states.push(this.state));
      }
    };
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (...args) {
      window.tonesPlayed++;
      return start.apply(this, args);
    };
    if (window.Notification) {
      let permission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission, configurable: true });
      Notification.requestPermission = function () {
        window.notifyAsked++;
        permission = 'denied';
        return Promise.resolve(permission);
      };
    }
  });
}

test('the your-turn cue: title and sound when a link brings the turn, notifications asked for only after a click', patience(1200000), async () => {
  const devs = [await device('Ann'), await device('Bea')];
  const [ann, bea] = devs;
  await cueWatch(ann);
  await cueWatch(bea);
  const pick = lcg(3);
  const title = (dev) => dev.page.evaluate(() => document.title);
  const tones = (dev) => dev.page.evaluate(() => window.tonesPlayed);
  try {
    // Coin & Crown draws its Start Player from the game's seed, random in a
    // game by links: a game Bea would start is set up again, so that Ann
    // starts.
    for (let k = 0; k < 8; k++) {
      await setUp(ann, 'coincrown', 2);
      await ann.page.waitForFunction(() => / — (Your|Bea's) turn — /.test(document.title));
      if (/ — Your turn — /.test(await title(ann))) break;
    }
    // The table's own title says the game and whose turn; the cue's
    // replaces it.
    const cued = (t) => t.startsWith('●');
    assert.match(await title(ann), /^Coin & Crown — .* — Your turn — Tabula$/);
    assert.equal((await playTurn(ann.page, pick)).s, 'handon');
    assert.equal(await receive(bea, (await handOn(ann.page))[1]), 'joined');
    assert.ok(!cued(await title(bea)), 'joining by a click is no turn from elsewhere');
    assert.equal((await playTurn(bea.page, pick)).s, 'handon');
    assert.ok(!cued(await title(bea)));

    // Bea's link brings Ann the turn: the title and the sound say so.
    await receive(ann, (await handOn(bea.page))[0]);
    assert.equal(await title(ann), '● Your turn — Tabula');
    assert.equal(await tones(ann), 2, 'the your-turn sound is two tones');
    // Once they have ended, the audio context is suspended: running, it
    // would keep the device's audio output open for the rest of the visit.
    await ann.page.waitForFunction(() => window.audioStates.length === 1 && window.audioStates[0].at(-1) === 'suspended', null, { timeout: slack(5000) })
      .catch(() => {});
    const audio = await ann.page.evaluate(() => window.audioStates);
    assert.equal(audio.length, 1, 'one audio context for the visit');
    assert.ok(audio[0].includes('running') && audio[0].at(-1) === 'suspended',
      `the audio context is not suspended once the tones have ended (its states: ${audio[0].join(' → ')})`);
    // Her first move takes the title back.
    const t = (await legal(ann.page))[0];
    if (!t.shown) await openTab(ann.page, t.tab);
    await targetLocator(ann.page, t.i).click();
    await ann.page.waitForFunction(() => /^Coin & Crown — .* — Tabula$/.test(document.title));

    // Bea turns the sound off and asks for notifications: the browser is
    // asked once, on her click, never before.
    await open(bea.page, site.root.url() + 'settings');
    assert.equal(await bea.page.isChecked('#turn-sound'), true, 'the sound is on by default');
    assert.equal(await bea.page.isChecked('#turn-notify'), false, 'notifications are off by default');
    await bea.page.click('label[for=turn-sound]');
    assert.equal(await bea.page.evaluate(() => window.notifyAsked), 0, 'notifications asked for unasked');
    await bea.page.click('label[for=turn-notify]');
    await bea.page.waitForFunction(() => window.notifyAsked === 1);
    assert.equal((await playTurn(ann.page, pick)).s, 'handon');
    await receive(bea, (await handOn(ann.page))[1], { reload: true });
    assert.equal(await title(bea), '● Your turn — Tabula');
    assert.equal(await tones(bea), 0, 'the sound plays though it is off');
  } finally {
    await closeAll(devs);
  }
});
