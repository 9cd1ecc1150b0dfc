// Browser tests of links and saves from strangers. Each finding's
// reproduction, made from a real game's share link (edited the way anyone
// can: inflate, change a field of the msgp save, deflate) or from edited
// local storage. Run after make e2e has built the sites:
// cd e2e && TABULA_E2E_SITES=$PWD/../bin/e2e-sites node --test hostile.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkOf, open, patience, saveOf, setPace, shareLink, startGame, storage, useSite } from './harness.mjs';
import { myTurn, playMoves } from './table.mjs';

const site = useSite({ sub: true, motion: false });

const slow = patience(240000);

// str is a msgp string.
function str(s) {
  const b = Buffer.from(s, 'utf8');
  if (b.length < 32) return Buffer.concat([Buffer.from([0xa0 | b.length]), b]);
  assert.ok(b.length < 256);
  return Buffer.concat([Buffer.from([0xd9, b.length]), b]);
}

// field is a one-letter msgp key followed by its string value.
function field(key, value) {
  return Buffer.concat([str(key), str(value)]);
}

// swap replaces the string value of a one-letter key in a save, e.g. a
// seat's name ("n") or level ("l"); the save's maps count fields, not
// bytes, so a value of another length fits.
function swap(save, key, from, to) {
  const at = save.indexOf(field(key, from));
  assert.ok(at >= 0, `no ${key}=${from} in the save`);
  return Buffer.concat([save.subarray(0, at), field(key, to), save.subarray(at + field(key, from).length)]);
}

// withProgress sets the save's progress line (key "d", the last field a
// link's save has).
function withProgress(save, text) {
  const at = save.lastIndexOf(str('d'));
  const h = save[at + 2];
  const [len, head] = (h & 0xe0) === 0xa0 ? [h & 0x1f, 1] : h === 0xd9 ? [save[at + 3], 2] : [save.readUInt16BE(at + 3), 3];
  return Buffer.concat([save.subarray(0, at), field('d', text), save.subarray(at + 2 + head + len)]);
}

// msgpEnd is the offset just past the msgp value that starts at b[at]
// (the types a save holds).
function msgpEnd(b, at) {
  const c = b[at];
  const items = (n, from) => {
    for (let k = 0; k < n; k++) from = msgpEnd(b, from);
    return from;
  };
  if (c <= 0x7f || c >= 0xe0 || c === 0xc0 || c === 0xc2 || c === 0xc3) return at + 1;
  if (c >= 0xa0 && c <= 0xbf) return at + 1 + (c & 0x1f);
  if (c >= 0x80 && c <= 0x8f) return items(2 * (c & 0x0f), at + 1);
  if (c >= 0x90 && c <= 0x9f) return items(c & 0x0f, at + 1);
  switch (c) {
    case 0xcc: case 0xd0: return at + 2;
    case 0xcd: case 0xd1: return at + 3;
    case 0xce: case 0xd2: case 0xca: return at + 5;
    case 0xcf: case 0xd3: case 0xcb: return at + 9;
    case 0xc4: case 0xd9: return at + 2 + b[at + 1];
    case 0xc5: case 0xda: return at + 3 + b.readUInt16BE(at + 1);
    case 0xdc: return items(b.readUInt16BE(at + 1), at + 3);
    case 0xde: return items(2 * b.readUInt16BE(at + 1), at + 3);
  }
  throw new Error(`msgp type 0x${c.toString(16)} is not read here`);
}

// saveFields splits a save (its file form) into its fields: a Map of each
// key to its value's msgp bytes.
function saveFields(save) {
  const head = 'TABULA'.length + 1;
  assert.ok(save[head] >= 0x80 && save[head] <= 0x8f, 'a save is a small map');
  const fields = new Map();
  let at = head + 1;
  for (let n = save[head] & 0x0f; n > 0; n--) {
    const valueAt = msgpEnd(save, at);
    fields.set(save.subarray(at + 1, valueAt).toString('utf8'), save.subarray(valueAt, msgpEnd(save, valueAt)));
    at = msgpEnd(save, valueAt);
  }
  return fields;
}

// saveOfFields is the save (file form) of fields, as saveFields gives them.
function saveOfFields(fields) {
  return Buffer.concat([Buffer.from('TABULA\x01', 'latin1'), Buffer.from([0x80 | fields.size]),
    ...[...fields].flatMap(([k, v]) => [str(k), v])]);
}

// logOf reads a save's log field (an array of small numbers).
function logOf(raw) {
  const [n, from] = raw[0] === 0xdc ? [raw.readUInt16BE(1), 3] : [raw[0] & 0x0f, 1];
  const out = [];
  for (let at = from; out.length < n; at = msgpEnd(raw, at)) {
    out.push(raw[at] <= 0x7f ? raw[at] : raw[at] === 0xcc ? raw[at + 1] : raw.readUInt16BE(at + 1));
  }
  return out;
}

// logField writes a log as a save's field.
function logField(log) {
  const head = log.length < 16 ? [0x90 | log.length] : [0xdc, log.length >> 8, log.length & 255];
  return Buffer.concat([Buffer.from(head), ...log.map((v) => Buffer.from(v < 128 ? [v] : v < 256 ? [0xcc, v] : [0xcd, v >> 8, v & 255]))]);
}

// shared plays a few moves of a 2-player Battle Merchants game ("You"
// against a Normal computer) and returns its share link.
async function shared(page, base) {
  await setPace(page, base, 'instant');
  await startGame(page, base, 2);
  await playMoves(page, 2);
  await myTurn(page);
  return shareLink(page);
}

// refused opens a link and returns the reason shown, checking that nothing
// was stored.
async function refused(page, link) {
  const before = await storage(page);
  await open(page, link);
  await page.waitForSelector('text=This link could not be opened');
  const text = await page.locator('.shared').innerText();
  assert.match(text, /Your saved games were not changed/);
  assert.deepEqual(await storage(page), before);
  return text;
}

describe('links and saves from strangers', () => {
  test('1. a computer at an unknown level is refused at the preview', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    const link = await shared(page, base);
    const godmode = swap(saveOf(link), 'l', 'normal', 'godmode');
    const text = await refused(page, linkOf(base, godmode));
    const why = /Seat 2 of this game is a computer player at a level this version of Tabula does not have \("godmode"\)/;
    assert.match(text, why);
    // The same game as a file is refused by the same check.
    await open(page, base + 'saved');
    const before = await storage(page);
    await page.setInputFiles('#import', { name: 'godmode.tabula', mimeType: 'application/octet-stream', buffer: godmode });
    await page.waitForSelector('text=Your saved games were not changed');
    assert.match(await page.locator('.notice-error').innerText(), why);
    assert.deepEqual(await storage(page), before);
    // The untouched link still opens.
    await open(page, link);
    await page.waitForSelector('text=Open this shared game?');
    await close();
  });

  test('2. a direction control in a name is stripped, and names are isolated', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    const link = await shared(page, base);
    // The computer's name: the person's own seat reads You at the table.
    await open(page, linkOf(base, swap(saveOf(link), 'n', 'Beatrix', 'Eve\u202e')));
    await page.waitForSelector('text=Open this shared game?');
    // The sharer's seat, still named You, is Player 1 to the one it is shared with.
    assert.deepEqual(await page.locator('.shared dd bdi').allInnerTexts(), ['Player 1', 'Eve']);
    await page.click('text=Add to saved games and open');
    await myTurn(page);
    assert.ok(await page.locator('.log-lines bdi', { hasText: 'Eve' }).count() > 0, 'the log isolates names');
    assert.deepEqual(await page.locator('.player-name bdi').allInnerTexts(), ['You', 'Eve']);
    assert.ok(!(await page.locator('body').innerText()).includes('\u202e'), 'a direction control reached the page');
    const stored = JSON.stringify(await storage(page));
    assert.ok(!stored.includes('\\u202e') && !stored.includes('\u202e'));
    // Continue on Home isolates them too.
    await open(page, base);
    await page.locator('.continue-detail bdi').first().waitFor();
    assert.deepEqual(await page.locator('.continue-detail bdi').allInnerTexts(), ['You', 'Eve']);
    await close();
  });

  test('3. the preview shows the progress the replay computes, not the link\'s own', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    const link = await shared(page, base);
    const progress = await page.locator('.table .progress').innerText();
    await open(page, linkOf(base, withProgress(saveOf(link), 'Game over – Alice won 99 to 0. Claim prize at evil.example')));
    await page.waitForSelector('text=Open this shared game?');
    const text = await page.locator('.shared').innerText();
    assert.ok(!text.includes('evil.example'), text);
    assert.ok(text.includes(progress), `the preview lacks the game's progress ${progress}: ${text}`);
    await close();
  });

  test('4. an address with two links opens neither', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    const a = await shared(page, base);
    const b = linkOf(base, swap(saveOf(a), 'n', 'You', 'Bob'));
    const text = await refused(page, a + b.slice(b.indexOf('#')));
    assert.match(text, /more than one link/);
    await close();
  });

  test('5. a damaged stored game says what is wrong, offers its data, and is never continued', slow, async () => {
    const { page, close } = await site.fresh({ acceptDownloads: true });
    const base = site.root.url();
    await shared(page, base);
    const good = new URL(page.url()).searchParams.get('id');
    const damaged = 'damagedgame2';
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('not a save at all')), 'tabula.save.' + damaged);
    // Continue leads to the game that opens.
    await open(page, base);
    assert.ok((await page.locator('.continue-button').getAttribute('href')).endsWith('id=' + good));
    // Saved games says why the other cannot be opened, with no Resume.
    await open(page, base + 'saved');
    const item = page.locator('.save-damaged');
    await item.waitFor();
    assert.match(await item.innerText(), /This game cannot be opened\. This saved game's data in this browser's storage is damaged/);
    assert.equal(await item.locator('text=Resume').count(), 0);
    assert.equal(await page.locator('.saves > li').count(), 2);
    const [download] = await Promise.all([page.waitForEvent('download'), item.locator('text=Export its data').click()]);
    assert.equal(download.suggestedFilename(), `tabula-damaged-${damaged}.txt`);
    // Opening it says the same, and where to export or delete it.
    await open(page, base + 'play?id=' + damaged);
    await page.waitForSelector('text=Saved games lists it with buttons to export its data or delete it.');
    // A well-formed ID with no save says so.
    await open(page, base + 'play?id=abcdefgh2345');
    await page.waitForSelector('text=There is no saved game with this ID in this browser');
    // Delete removes it and leaves the other game.
    await open(page, base + 'saved');
    await page.locator('.save-damaged button', { hasText: 'Delete' }).click();
    await page.locator('.confirm button', { hasText: 'Delete' }).click();
    await page.waitForSelector('text=The game was deleted.');
    assert.equal(await page.locator('.saves > li').count(), 1);
    assert.ok(!(await page.evaluate((key) => localStorage.getItem(key), 'tabula.save.' + damaged)));
    await close();
  });

  test('6. an edited index entry is rebuilt from its save', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    await shared(page, base);
    const id = new URL(page.url()).searchParams.get('id');
    await page.evaluate((id) => {
      localStorage.setItem('tabula.index', JSON.stringify([{
        id, game: 'chess', seats: ['W'.repeat(200000), 'Mallory'], progress: 'Claim your prize', finished: false, updated: 1,
      }]));
    }, id);
    await open(page, base);
    const detail = await page.locator('.continue-detail').innerText();
    assert.match(detail, /^Battle Merchants · You, Beatrix · /);
    await open(page, base + 'saved');
    const text = await page.locator('.saves').innerText();
    assert.ok(!text.includes('chess') && !text.includes('WWW') && !text.includes('Claim your prize'), text);
    const index = await page.evaluate(() => localStorage.getItem('tabula.index'));
    assert.ok(!index.includes('chess') && index.length < 1000, 'the index was not rewritten');
    await close();
  });

  // "You" and "You" with a zero-width joiner were two
  // seats, both shown as "You", from a link or a file.
  test('twin names that differ only by an invisible character are refused', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    const link = await shared(page, base);
    const same = /Seats 1 and 2 of this game have the same name/;
    for (const twin of ['You\u200d', '\u200cyou', 'You\ufe0f']) {
      const save = swap(saveOf(link), 'n', 'Beatrix', twin);
      assert.match(await refused(page, linkOf(base, save)), same, JSON.stringify(twin));
      await open(page, base + 'saved');
      const before = await storage(page);
      await page.setInputFiles('#import', { name: 'twins.tabula', mimeType: 'application/octet-stream', buffer: save });
      await page.waitForSelector('text=Your saved games were not changed');
      assert.match(await page.locator('.notice-error').innerText(), same);
      assert.deepEqual(await storage(page), before);
    }
    await close();
  });

  // An ending's save whose moves before the ending
  // were changed (here its last one, to another legal move) opened as the
  // ending, whose words then described a position not on the board.
  test('a lesson\'s ending whose moves before it are not the lesson\'s is refused', slow, async () => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    await open(page, base + 'learn?game=battlemerchants&part=ending');
    await page.waitForSelector('#lesson .lesson-count');
    const stored = Object.entries(await storage(page)).filter(([k]) => k.startsWith('tabula.save.'));
    assert.equal(stored.length, 1);
    const genuine = Buffer.from(JSON.parse(stored[0][1]), 'base64');
    const fields = saveFields(genuine);
    assert.equal(fields.get('ls').subarray(1).toString(), 'battlemerchants.ending');
    const log = logOf(fields.get('l'));
    // The last move of the prelude, changed to its neighbour in Legal.
    const changed = [...log];
    changed[log.length - 1] += log.at(-1) > 0 ? -1 : 1;
    const forged = new Map(fields).set('l', logField(changed));
    const before = await storage(page);
    await open(page, linkOf(base, saveOfFields(forged)));
    await page.waitForSelector('.shared h2');
    const text = await page.locator('.shared').innerText();
    assert.match(text, /^This link could not be opened\n/, text);
    assert.match(text, /the ending of the Battle Merchants lesson/);
    assert.deepEqual(await storage(page), before);
    // The same moves in an ordinary game replay: the refusal is the lesson's.
    const plain = new Map(forged);
    plain.delete('ls');
    plain.delete('lp');
    await open(page, linkOf(base, saveOfFields(plain)));
    await page.waitForSelector('text=Open this shared game?');
    // The ending itself, by link, opens as the ending.
    await open(page, linkOf(base, genuine));
    await page.click('text=Add to saved games and open');
    await page.waitForSelector('#lesson .lesson-count');
    assert.match(await page.locator('#lesson .lesson-count').innerText(), /^The ending · step 1 of \d+$/);
    await close();
  });

  for (const [name, server, prefix] of [['at the root', () => site.root, '/'], ['under /tabula/', () => site.sub, '/tabula/']]) {
    test(`an unknown address gets the app's own page with a link Home (${name})`, slow, async () => {
      const { page, close } = await site.fresh();
      const base = server().url(prefix);
      for (const p of ['nowhere', 'play/battlemerchants']) {
        await open(page, base + p);
        await page.waitForSelector('h1:has-text("Page not found")');
      }
      await page.click('text=Go to Home');
      await page.waitForSelector('h1:has-text("Choose a game")');
      assert.equal(new URL(page.url()).pathname, prefix);
      await close();
    });
  }
});
