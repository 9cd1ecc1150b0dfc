// web/loading.js's reader of links, in Node: what it reads of
// real and edited links, and that hostile ones (deflate bombs, deep
// nesting, long names, bytes changed at random) give no preview and never
// an exception. The browser side (the preview shown before app.wasm is
// ready) is checked in tabula.test.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { lcg, repo } from './harness.mjs';

// The script, run with no window or document: only its reader is used.
const context = { ReadableStream, DecompressionStream, TextDecoder, Uint8Array, atob, console };
context.globalThis = context;
vm.runInNewContext(fs.readFileSync(path.join(repo, 'web', 'loading.js'), 'utf8'), context);
// Values made in the script's own realm, copied into this one so that
// deepEqual compares them by value.
const plain = (v) => (v == null ? v : JSON.parse(JSON.stringify(v)));
const readLink = async (frag) => plain(await context.tabulaLinkPreview.readLink(frag));
const describe = (link, games) => plain(context.tabulaLinkPreview.describe(link, games));

const names = new Map([['battlemerchants', 'Battle Merchants'], ['craftconquer', 'Craft & Conquer: Medieval']]);

// A small msgp encoder for the saves the tests make.
function enc(v) {
  if (typeof v === 'number') {
    assert.ok(Number.isInteger(v) && v >= 0 && v < 2 ** 32);
    if (v < 128) return Buffer.from([v]);
    if (v < 256) return Buffer.from([0xcc, v]);
    if (v < 65536) return Buffer.from([0xcd, v >> 8, v & 255]);
    const b = Buffer.alloc(5); b[0] = 0xce; b.writeUInt32BE(v, 1); return b;
  }
  if (typeof v === 'boolean') return Buffer.from([v ? 0xc3 : 0xc2]);
  if (typeof v === 'string' || Buffer.isBuffer(v)) {
    const b = Buffer.isBuffer(v) ? v : Buffer.from(v, 'utf8');
    const head = b.length < 32 ? [0xa0 | b.length] : b.length < 256 ? [0xd9, b.length] : [0xda, b.length >> 8, b.length & 255];
    return Buffer.concat([Buffer.from(head), b]);
  }
  if (Array.isArray(v)) {
    assert.ok(v.length < 65536);
    const head = v.length < 16 ? [0x90 | v.length] : [0xdc, v.length >> 8, v.length & 255];
    return Buffer.concat([Buffer.from(head), ...v.map(enc)]);
  }
  const keys = Object.keys(v);
  return Buffer.concat([Buffer.from([0x80 | keys.length]), ...keys.flatMap((k) => [enc(k), enc(v[k])])]);
}

// saveBytes is a save's file form.
function saveBytes(fields) {
  return Buffer.concat([Buffer.from('TABULA\x01', 'latin1'), Buffer.isBuffer(fields) ? fields : enc(fields)]);
}

// fragment is a link's fragment for a save's file form.
function fragment(save) {
  return 's=' + Buffer.concat([Buffer.from([1]), zlib.deflateRawSync(save, { level: 9 })]).toString('base64url');
}

const seat = (n, k, l) => (l ? { n, c: 0, k, l } : { n, c: 1, k });
const byLink = {
  g: 'battlemerchants', r: 2, n: 2, z: 7, p: [seat('Ann', 2), seat('Bea', 0)],
  l: Array.from({ length: 60 }, (_, k) => k % 5), c: 1, u: 2, d: 'Summer, 2 of 4 Seasons',
};

test('a real save: the game, its players and how far it has gone', async () => {
  const file = fs.readFileSync(path.join(repo, 'e2e', 'testdata', 'craftconquer-4015.tabula'));
  const link = await readLink(fragment(file));
  assert.equal(link.game, 'craftconquer');
  assert.equal(link.seats.length, 4);
  assert.deepEqual(link.seats.map((s) => s.name), ['You', 'Beginner', 'Easy', 'Normal']);
  assert.ok(link.moves > 1000);
  const text = describe(link, names);
  assert.equal(text.title, 'Craft & Conquer: Medieval');
  // Made before its player named themselves: their seat is "Player 1" to the reader, as in the app.
  assert.deepEqual(text.lines.slice(0, 2), ['A shared game.', 'Players: Player 1, Beginner (computer), Easy (computer) and Normal (computer).']);
});

test('a game by links and a live invitation say who invites whom', async () => {
  const frag = fragment(saveBytes(byLink));
  assert.deepEqual(describe(await readLink(frag), names), {
    title: 'Battle Merchants',
    lines: ['Ann invites you to a game by links.', 'Players: Ann and Bea (you).', 'Summer, 2 of 4 Seasons · 60 moves played.'],
  });
  const live = await readLink('live=OFFER.0.' + frag.slice(2));
  assert.equal(describe(live, names).lines[0], 'Ann invites you to play live.');
  // A creator still named You, as games were made before people named
  // themselves: never "You invites".
  const older = await readLink('live=OFFER.0.' + fragment(saveBytes({ ...byLink, p: [seat('You', 2), seat('Friend 2', 0)] })).slice(2));
  assert.deepEqual(describe(older, names).lines.slice(0, 2), ['Player 1 invites you to play live.', 'Players: Player 1 and Friend 2 (you).']);
  const three = await readLink(fragment(saveBytes({ ...byLink, n: 3, p: [seat('Ann', 2), seat('Bea', 0), seat('James', 2)] })));
  assert.equal(describe(three, names).lines[0], 'Ann and James invite you to a game by links.');
  assert.equal((await readLink('reply=CODE.1')).kind, 'reply');
  assert.equal(describe(await readLink(fragment(saveBytes({ ...byLink, g: 'chess' }))), names).title,
    'A game this version of Tabula does not know');
});

test('names are shown as text, without control or direction characters', async () => {
  const link = await readLink(fragment(saveBytes({ ...byLink, p: [seat('<b>A\u202enn</b>\u0007', 2), seat('Bea', 0)] })));
  assert.equal(link.seats[0].name, '<b>Ann</b>');
});

test('hostile links give no preview and never throw', async () => {
  const deep = (levels) => Buffer.concat([Buffer.alloc(levels, 0x91), Buffer.from([0xc0])]);
  const withField = (key, raw) => {
    const m = enc(byLink);
    return Buffer.concat([Buffer.from([m[0] + 1]), m.subarray(1), enc(key), raw]);
  };
  const cases = {
    'a deflate bomb': fragment(Buffer.alloc(64 << 20)),
    'nesting 30,000 deep': fragment(saveBytes(withField('x', deep(30000)))),
    'nesting 101 deep': fragment(saveBytes(withField('x', deep(101)))),
    'a name of 41 characters': fragment(saveBytes({ ...byLink, p: [seat('A'.repeat(41), 2), seat('Bea', 0)] })),
    'a name that is not UTF-8': fragment(saveBytes({ ...byLink, p: [seat(Buffer.from([0x41, 0xff]), 2), seat('Bea', 0)] })),
    'nine seats': fragment(saveBytes({ ...byLink, n: 9, p: Array(9).fill(seat('A', 0)) })),
    'seats that are not the players': fragment(saveBytes({ ...byLink, n: 3 })),
    'a map that claims 4 billion fields': fragment(saveBytes(Buffer.from([0xdf, 0xff, 0xff, 0xff, 0xff]))),
    'an array that claims 4 billion items': fragment(saveBytes(withField('x', Buffer.from([0xdd, 0xff, 0xff, 0xff, 0xff])))),
    'a truncated save': fragment(saveBytes(enc(byLink).subarray(0, 40))),
    'trailing bytes': fragment(Buffer.concat([saveBytes(byLink), Buffer.from([0])])),
    'not a save': fragment(Buffer.from('hello')),
    'a newer link format': 's=' + Buffer.from([2, 1, 2]).toString('base64url'),
    'not base64': 's=@@@@',
    'two links': fragment(saveBytes(byLink)) + '#s=AAAA',
    'too long': 's=' + 'A'.repeat(65537),
    'a live invitation from a seat that is not there': 'live=X.5.' + fragment(saveBytes(byLink)).slice(2),
    'a live invitation without its seat': 'live=X.' + fragment(saveBytes(byLink)).slice(2),
  };
  for (const [name, frag] of Object.entries(cases)) {
    assert.equal(await readLink(frag), null, name);
  }
  for (const v of [undefined, null, 42, {}, '', '#', 's=', 'live=', 'live=..', 'other=1']) {
    assert.equal(await readLink(v), null, String(v));
  }
});

// bounded checks that what readLink returned stays within the display's bounds.
function bounded(link) {
  assert.ok(link.seats.length >= 1 && link.seats.length <= 8);
  for (const s of link.seats) {
    assert.ok([...s.name].length <= 40 && !/[\p{Cc}\p{Cf}]/u.test(s.name));
    assert.ok([0, 1, 2].includes(s.kind));
  }
  assert.ok([...link.progress].length <= 100 && !/[\p{Cc}\p{Cf}]/u.test(link.progress));
  assert.ok(link.moves >= 0 && link.moves <= 100000);
  describe(link, names);
}

test('links changed at random: no exception, and only bounded text', async () => {
  const rand = lcg(60);
  const save = saveBytes(byLink);
  const compressed = Buffer.concat([Buffer.from([1]), zlib.deflateRawSync(save)]);
  let read = 0;
  for (let k = 0; k < 1000; k++) {
    let frag;
    if (k % 2 === 0) {
      // The save's bytes changed, then deflated again: the msgp reader's input.
      const b = Buffer.from(save);
      for (let n = 1 + Math.floor(rand() * 4); n > 0; n--) b[Math.floor(rand() * b.length)] = Math.floor(rand() * 256);
      frag = fragment(b.subarray(0, Math.floor(rand() * 1.2 * b.length)));
    } else {
      // The compressed bytes changed: the inflater's input.
      const b = Buffer.from(compressed);
      for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) b[1 + Math.floor(rand() * (b.length - 1))] = Math.floor(rand() * 256);
      frag = 's=' + b.toString('base64url');
    }
    const link = await readLink(frag);
    if (link) {
      read++;
      bounded(link);
    }
  }
  assert.ok(read > 0, 'some changed links still read');
});
