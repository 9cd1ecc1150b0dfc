// Tabula: the page while app.wasm loads. A classic script that
// runs before go-app's app.js, with four jobs:
//
//  1. A link's preview. When the page is opened with a game in its fragment
//     ("#s=…" a shared game or a game by links, "#live=…" a live
//     invitation, "#reply=…" a live reply), it shows in go-app's loading
//     screen, above the progress line, what the link holds: the game, who
//     invites whom, the players, how far the game has gone. go-app removes
//     the loading screen, and the preview with it, once the app has drawn
//     Home, whose join question (app/home.go) then takes over. The app
//     checks the link fully (engines/save); this script trusts nothing it
//     reads for more than display: text only (textContent, never HTML), the
//     same bounds as save.ParseLink and save.Decode (the fragment's length,
//     the inflated size, names' and lines' lengths, 8 seats, maps of at most
//     64 fields, nesting), and inflates a link to 8 times its size at most
//     (inflate), and any surprise leaves the loading screen as it was. It
//     never throws.
//  2. Home at once. On a device that holds no saved game and no lesson (a
//     first visit, most often), Home opened without a link shows its
//     pre-rendered page while app.wasm loads, its four games there to
//     read, with go-app's loading screen turned into a bar at the foot of
//     the page (.loading-bar in web/tabula.css). Elsewhere the screen
//     stays: it holds a link's preview; another page's pre-rendered
//     controls do nothing until the app runs; and on a device with games
//     or lessons the app's Home adds Continue above the tiles, or a
//     lesson's mark in one, which would move them under a finger. On
//     every page the saved theme, palette and motion are put on the
//     pre-rendered page before its first paint, as the app will draw it.
//     A link of Home tapped before the app runs is held: the bar says "One
//     moment", and the app opens the link once it runs.
//  3. The page is shown before the app loads: go-app's app.js, edited by
//     cmd/static, waits for tabulaShown before it asks for app.wasm and
//     before it runs it, and the stylesheets Home does not draw with, which cmd/static
//     holds back from its first paint, apply once it is shown.
//  4. The service worker's registration waits until the app has started:
//     its installation downloads everything offline play needs (the search
//     worker's wasm among it, a megabyte of brotli), and on a slow network
//     that competed with app.wasm for the line. Offline play is unchanged:
//     the worker still installs on the first visit, a moment later.
//
// The game names come from the page (a meta tag cmd/static writes), so the
// script holds no copy of the catalogue.
(() => {
  'use strict';

  // Bounds, as in engines/save (types.go, link.go) and engines/nesting.go.
  const maxLinkChars = 64 << 10;
  const maxSaveBytes = 1 << 20;
  // maxRatio bounds how far the preview inflates a link: to maxRatio times
  // its size (and maxSaveBytes at most). Tabula's saves, mostly their logs,
  // deflate to 0.6–0.9 of their size; a deflate bomb, to a thousandth. A
  // link beyond it gets no preview, and the app says what it makes of it.
  const maxRatio = 8;
  // A link is handed to the inflater in slices, an eighth of it each, of
  // 64 to 256 bytes: at deflate's utmost, 1,032 bytes out for each byte
  // in, a slice inflates to 66–264 KiB at most.
  const slices = 8;
  const minSlice = 64;
  const maxSlice = 256;
  const maxNameRunes = 40;
  const maxProgressRunes = 100;
  const maxIDBytes = 40;
  const maxPlayers = 8;
  const maxMapFields = 64;
  const maxArray = 100000;
  const maxNesting = 100;
  const magic = 'TABULA';
  const linkFormat = 1;
  const formatVersion = 1;
  // registerAfterMs is how long the service worker waits at most for the app.
  const registerAfterMs = 60000;
  // shownWithinMs is how long shown waits at most for two frames.
  const shownWithinMs = 3000;

  // --- reading a link ---

  // bad is thrown inside the reader; read turns it into null.
  class Bad extends Error {}

  // Reader reads the few msgp types a save uses, and skips any value.
  class Reader {
    constructor(bytes) {
      this.b = bytes;
      this.i = 0;
    }

    byte() {
      if (this.i >= this.b.length) throw new Bad('truncated');
      return this.b[this.i++];
    }

    uint(n) {
      if (this.i + n > this.b.length) throw new Bad('truncated');
      let v = 0;
      for (let k = 0; k < n; k++) v = v * 256 + this.b[this.i++];
      return v;
    }

    take(n) {
      if (n > this.b.length - this.i) throw new Bad('truncated');
      const out = this.b.subarray(this.i, this.i + n);
      this.i += n;
      return out;
    }

    // head reads a value's first bytes: its kind, and its length or value.
    head() {
      const c = this.byte();
      if (c <= 0x7f) return { kind: 'int', v: c };
      if (c >= 0xe0) return { kind: 'int', v: c - 256 };
      if (c >= 0x80 && c <= 0x8f) return { kind: 'map', n: c & 0x0f };
      if (c >= 0x90 && c <= 0x9f) return { kind: 'array', n: c & 0x0f };
      if (c >= 0xa0 && c <= 0xbf) return { kind: 'str', n: c & 0x1f };
      switch (c) {
        case 0xc0: return { kind: 'nil' };
        case 0xc2: return { kind: 'bool', v: false };
        case 0xc3: return { kind: 'bool', v: true };
        case 0xc4: return { kind: 'bin', n: this.uint(1) };
        case 0xc5: return { kind: 'bin', n: this.uint(2) };
        case 0xc6: return { kind: 'bin', n: this.uint(4) };
        case 0xc7: return { kind: 'ext', n: this.uint(1) + 1 };
        case 0xc8: return { kind: 'ext', n: this.uint(2) + 1 };
        case 0xc9: return { kind: 'ext', n: this.uint(4) + 1 };
        case 0xca: return { kind: 'skip', n: 4 };
        case 0xcb: return { kind: 'skip', n: 8 };
        case 0xcc: return { kind: 'int', v: this.uint(1) };
        case 0xcd: return { kind: 'int', v: this.uint(2) };
        case 0xce: return { kind: 'int', v: this.uint(4) };
        case 0xcf: return { kind: 'int', v: this.uint(8) };
        case 0xd0: return { kind: 'int', v: this.uint(1) - (1 << 8) * (this.b[this.i - 1] >> 7) };
        case 0xd1: return { kind: 'int', v: this.uint(2) - (1 << 16) * (this.b[this.i - 2] >> 7) };
        case 0xd2: return { kind: 'int', v: this.uint(4) - 2 ** 32 * (this.b[this.i - 4] >> 7) };
        case 0xd3: return { kind: 'int', v: this.uint(8) - 2 ** 64 * (this.b[this.i - 8] >> 7) };
        case 0xd4: return { kind: 'ext', n: 2 };
        case 0xd5: return { kind: 'ext', n: 3 };
        case 0xd6: return { kind: 'ext', n: 5 };
        case 0xd7: return { kind: 'ext', n: 9 };
        case 0xd8: return { kind: 'ext', n: 17 };
        case 0xd9: return { kind: 'str', n: this.uint(1) };
        case 0xda: return { kind: 'str', n: this.uint(2) };
        case 0xdb: return { kind: 'str', n: this.uint(4) };
        case 0xdc: return { kind: 'array', n: this.uint(2) };
        case 0xdd: return { kind: 'array', n: this.uint(4) };
        case 0xde: return { kind: 'map', n: this.uint(2) };
        case 0xdf: return { kind: 'map', n: this.uint(4) };
      }
      throw new Bad('unused type byte');
    }

    // skip passes over one value of any kind, nested at most maxNesting
    // levels (counting the levels around it, depth), without recursion.
    skip(depth) {
      const pending = [1]; // values still to read at each open level
      while (pending.length > 0) {
        if (pending[pending.length - 1] === 0) {
          pending.pop();
          continue;
        }
        pending[pending.length - 1]--;
        const h = this.head();
        if (h.kind === 'str' || h.kind === 'bin' || h.kind === 'ext' || h.kind === 'skip') this.take(h.n);
        else if (h.kind === 'array' || h.kind === 'map') {
          if (h.kind === 'map' ? h.n > maxMapFields : h.n > maxArray) throw new Bad('too long');
          if (depth + pending.length > maxNesting) throw new Bad('nested too deep');
          pending.push(h.kind === 'map' ? 2 * h.n : h.n);
        }
      }
    }

    str(maxRunes) {
      const h = this.head();
      if (h.kind !== 'str' || h.n > maxRunes * 4) throw new Bad('not a short string');
      const s = new TextDecoder('utf-8', { fatal: true }).decode(this.take(h.n));
      if ([...s].length > maxRunes) throw new Bad('too long');
      return s;
    }

    int(min, max) {
      const h = this.head();
      if (h.kind !== 'int' || !(h.v >= min && h.v <= max)) throw new Bad('not a small number');
      return h.v;
    }

    // len reads an array's or map's length.
    len(kind, max) {
      const h = this.head();
      if (h.kind === 'nil' && kind === 'array') return 0;
      if (h.kind !== kind || h.n > max) throw new Bad(`not a ${kind}`);
      return h.n;
    }
  }

  // seat reads one seat's map: name, kind and level.
  function seat(r) {
    const out = { name: '', kind: 0, level: '' };
    for (let n = r.len('map', maxMapFields); n > 0; n--) {
      switch (r.str(maxIDBytes)) {
        case 'n': out.name = clean(r.str(maxNameRunes)); break;
        case 'k': out.kind = r.int(0, 2); break;
        case 'l': out.level = r.str(maxIDBytes); break;
        default: r.skip(2);
      }
    }
    return out;
  }

  // decodeSave reads what the preview shows of a save's file form.
  function decodeSave(bytes) {
    if (bytes.length < magic.length + 1) throw new Bad('short');
    for (let k = 0; k < magic.length; k++) if (bytes[k] !== magic.charCodeAt(k)) throw new Bad('no magic');
    if (bytes[magic.length] !== formatVersion) throw new Bad('format version');
    const r = new Reader(bytes.subarray(magic.length + 1));
    const out = { game: '', players: 0, seats: [], moves: 0, progress: '', finished: false, lesson: '' };
    for (let n = r.len('map', maxMapFields); n > 0; n--) {
      switch (r.str(maxIDBytes)) {
        case 'g': out.game = r.str(maxIDBytes); break;
        case 'n': out.players = r.int(1, maxPlayers); break;
        case 'p':
          out.seats = [];
          for (let k = r.len('array', maxPlayers); k > 0; k--) out.seats.push(seat(r));
          break;
        case 'l': {
          const h = r.head();
          if (h.kind === 'nil') break;
          if (h.kind !== 'array' || h.n > maxArray) throw new Bad('log');
          out.moves = h.n;
          for (let k = 0; k < h.n; k++) r.int(0, 1 << 16);
          break;
        }
        case 'd': out.progress = clean(r.str(maxProgressRunes)); break;
        case 'f': {
          const h = r.head();
          if (h.kind !== 'bool') throw new Bad('finished');
          out.finished = h.v;
          break;
        }
        case 'ls': out.lesson = r.str(maxIDBytes); break;
        default: r.skip(1);
      }
    }
    if (r.i !== r.b.length) throw new Bad('trailing bytes');
    if (!out.game || out.seats.length !== out.players) throw new Bad('seats');
    return out;
  }

  // clean keeps a name's or line's text only: no control or format
  // characters (a right-to-left override would turn the sentence around it).
  function clean(s) {
    return s.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  }

  // inflate undoes raw deflate, giving up past maxRatio times the bytes'
  // size or maxSaveBytes. The bytes are handed to the inflater a slice at a
  // time (minSlice, maxSlice), each once the reader has taken all it made of the
  // last, so that it stops soon after the bound and a deflate bomb costs
  // about what an honest link of its length does: given all at once, a bomb
  // of 54,000 characters was inflated to its 40 MiB in one task, half a
  // second of a phone's main thread, whatever the bound. They come from a
  // plain stream, not a Blob's, which is read through the browser's blob
  // store: 60–200 ms on a phone's slowed CPU, which kept the preview out of
  // the page's first paint.
  async function inflate(bytes) {
    const limit = Math.min(maxSaveBytes, maxRatio * bytes.length);
    const slice = Math.min(maxSlice, Math.max(minSlice, Math.ceil(bytes.length / slices)));
    const inflater = new DecompressionStream('deflate-raw');
    const writer = inflater.writable.getWriter();
    const reader = inflater.readable.getReader();
    let stopped = false;
    const feeding = (async () => {
      for (let at = 0; at < bytes.length && !stopped; at += slice) await writer.write(bytes.subarray(at, at + slice));
      if (!stopped) await writer.close();
    })();
    feeding.catch(() => {});
    const parts = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.length;
        if (size > limit) throw new Bad('inflates too far');
        parts.push(value);
      }
    } finally {
      stopped = true;
      reader.cancel().catch(() => {});
    }
    await feeding;
    const out = new Uint8Array(size);
    let offset = 0;
    for (const p of parts) {
      out.set(p, offset);
      offset += p.length;
    }
    return out;
  }

  // unbase64 decodes base64url without padding, or throws.
  function unbase64(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Bad('base64');
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let k = 0; k < bin.length; k++) out[k] = bin.charCodeAt(k);
    return out;
  }

  // readLink reads a fragment (without its '#') into what the preview
  // shows, or resolves to null: not a link, or not one this script can
  // read (the app will say why).
  async function readLink(fragment) {
    try {
      if (typeof fragment !== 'string' || fragment.length > maxLinkChars || fragment.includes('#')) return null;
      if (fragment.startsWith('reply=')) return { kind: 'reply' };
      let body, from = -1, kind = 'shared';
      if (fragment.startsWith('s=')) {
        body = fragment.slice(2);
      } else if (fragment.startsWith('live=')) {
        const parts = fragment.slice(5).split('.');
        if (parts.length !== 3 || !/^[0-7]$/.test(parts[1])) return null;
        from = Number(parts[1]);
        body = parts[2];
        kind = 'live';
      } else {
        return null;
      }
      const data = unbase64(body);
      if (data.length < 2 || data[0] !== linkFormat) return null;
      const game = decodeSave(await inflate(data.subarray(1)));
      if (from >= game.seats.length) return null;
      return { kind, from, ...game };
    } catch {
      return null;
    }
  }

  // --- showing it ---

  // gameNames reads the page's list of games: "id:Name|id:Name…".
  function gameNames() {
    const names = new Map();
    const meta = document.querySelector('meta[name="tabula-games"]');
    for (const pair of (meta?.content || '').split('|')) {
      const at = pair.indexOf(':');
      if (at > 0) names.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return names;
  }

  const kindHuman = 0, kindComputer = 1, kindFriend = 2;

  // listNames joins names as a sentence does: "Ann, Bea and Cid".
  function listNames(names) {
    return names.length < 2 ? names.join('') : names.slice(0, -1).join(', ') + ' and ' + names.at(-1);
  }

  // seatName names seat k for the person reading the preview: a seat
  // still named You (a game made before its players named themselves) is
  // "Player 1", as the app names it (app/seating), since "you" is the
  // reader.
  function seatName(s, k) {
    return s.name && !/^\s*you\s*$/i.test(s.name) ? s.name : `Player ${k + 1}`;
  }

  // describe turns what readLink read into the preview's lines: a heading
  // and up to three lines of text.
  function describe(link, names) {
    if (link.kind === 'reply') {
      return { title: 'A reply to your live invitation', lines: ['It connects the two devices once Tabula has loaded.'] };
    }
    const name = names.get(link.game) || 'A game this version of Tabula does not know';
    const byLink = link.seats.some((s) => s.kind === kindFriend);
    const here = byLink ? link.seats.findIndex((s) => s.kind === kindHuman) : -1;
    const lines = [];
    const others = link.seats
      .map((s, k) => ({ s, k }))
      .filter(({ s, k }) => k !== here && s.kind !== kindComputer)
      .map(({ s, k }) => seatName(s, k));
    if (link.kind === 'live' && here >= 0) {
      lines.push(`${seatName(link.seats[link.from], link.from)} invites you to play live.`);
    } else if (here >= 0 && others.length > 0) {
      lines.push(`${listNames(others)} ${others.length === 1 ? 'invites' : 'invite'} you to a game by links.`);
    } else {
      lines.push('A shared game.');
    }
    const players = link.seats.map((s, k) =>
      seatName(s, k) + (s.kind === kindComputer ? ' (computer)' : k === here ? ' (you)' : ''));
    lines.push('Players: ' + listNames(players) + '.');
    const moves = `${link.moves} ${link.moves === 1 ? 'move' : 'moves'} played`;
    lines.push(link.finished ? `Finished after ${link.moves} ${link.moves === 1 ? 'move' : 'moves'}.`
      : (link.progress ? `${link.progress} · ${moves}.` : `${moves[0].toUpperCase()}${moves.slice(1)}.`));
    return { title: name, lines };
  }

  // show puts the preview in go-app's loading screen, above its progress.
  function show(text) {
    const loader = document.getElementById('app-wasm-loader');
    if (!loader || !text) return;
    const box = document.createElement('section');
    box.className = 'link-preview';
    box.setAttribute('aria-label', 'The link you opened');
    const h = document.createElement('h1');
    // make bench times the preview by when its title is painted.
    h.setAttribute('elementtiming', 'link-preview');
    h.textContent = text.title;
    box.append(h);
    for (const line of text.lines) {
      const p = document.createElement('p');
      p.textContent = line;
      box.append(p);
    }
    loader.insertBefore(box, document.getElementById('app-wasm-loader-label'));
  }

  // preview reads the link at once and shows it as soon as the parser has
  // reached go-app's loading screen: DOMContentLoaded would wait for every
  // deferred script (app.js, wasm_exec.js, the table's scripts, live.js) too.
  async function preview() {
    const reading = readLink(decodeFragment(location.hash.slice(1)));
    await parsed('app-wasm-loader-label');
    const link = await reading;
    if (link) show(describe(link, gameNames()));
  }

  // parsed resolves once the element with this id is in the document, or
  // at DOMContentLoaded if it never comes.
  function parsed(id) {
    return new Promise((resolve) => {
      if (document.getElementById(id)) {
        resolve();
        return;
      }
      const done = () => {
        seen.disconnect();
        resolve();
      };
      const seen = new MutationObserver(() => document.getElementById(id) && done());
      seen.observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', done);
    });
  }

  // decodeFragment undoes percent-escapes the way the app's URL reading
  // does, leaving a fragment with a bad escape as it is.
  function decodeFragment(f) {
    try {
      return decodeURIComponent(f);
    } catch {
      return f;
    }
  }

  // --- Home at once ---

  // looks are the values of the settings the pre-rendered page takes, as
  // app/settings names them.
  const looks = { theme: ['auto', 'light', 'dark', 'contrast'], palette: ['standard', 'safe'] };
  const settingsKey = 'tabula.settings';

  // storage is the page's local storage, or null where it is refused.
  function storage() {
    try {
      return window.localStorage ?? null;
    } catch {
      return null;
    }
  }

  // applyLook puts the saved theme, palette and motion on the page's root,
  // leaving any value it does not know as the page has it.
  function applyLook(root, kv) {
    let saved;
    try {
      saved = JSON.parse(kv.getItem(settingsKey));
    } catch {
      return;
    }
    if (!saved || typeof saved !== 'object') return;
    for (const [key, values] of Object.entries(looks)) {
      if (values.includes(saved[key])) root.dataset[key] = saved[key];
    }
    if (typeof saved.animation === 'boolean') root.dataset.motion = saved.animation ? 'on' : 'off';
  }

  // holdsPlay tells whether the device holds a saved game or a lesson's
  // record, whose Home the app draws otherwise than the pre-rendered one.
  function holdsPlay(kv) {
    for (let i = 0; i < kv.length; i++) {
      const key = kv.key(i);
      if (key?.startsWith('tabula.save.') || key === 'tabula.lessons') return true;
    }
    return false;
  }

  // homeAtOnce runs once go-app's loading screen is parsed, before the
  // first paint: the saved look on the page, and the screen made a bar on
  // Home opened without a link on a device that holds no play (not the
  // page of a game's links, whose Home cmd/static replaces: its app sends a
  // visit without a link on to the whole app's), where a tap is held until
  // the app runs (holdTaps).
  async function homeAtOnce(link, started) {
    await parsed('app-wasm-loader-label');
    const root = document.querySelector('body > .tabula');
    const loader = document.getElementById('app-wasm-loader');
    const kv = storage();
    if (!root || !loader || !kv) return;
    applyLook(root, kv);
    if (link || !root.querySelector('.tiles') || holdsPlay(kv)) return;
    loader.classList.add('loading-bar');
    holdTaps(root, loader, started);
  }

  // holdTaps keeps a tap on a link of the pre-rendered page, made before
  // the app runs: the link is marked, the loading bar says "One moment",
  // and once the app has started it opens the link itself (go-app's
  // goappNav), as a tap then would. Followed as a plain link, the tap
  // would load a new page and start app.wasm's download again. A tap with
  // a modifier key (a new tab or window) is the browser's.
  function holdTaps(root, loader, started) {
    let held = null;
    const note = document.createElement('p');
    note.className = 'loading-held';
    note.setAttribute('role', 'status');
    const hold = (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target.closest?.('a[href]');
      if (!a || !root.contains(a) || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
      e.preventDefault();
      held?.classList.remove('held');
      held = a;
      a.classList.add('held');
      note.textContent = 'One moment: this opens as soon as Tabula has loaded.';
      if (!note.isConnected) loader.append(note);
    };
    document.addEventListener('click', hold, true);
    started.then(() => {
      document.removeEventListener('click', hold, true);
      if (held && typeof window.goappNav === 'function') window.goappNav(held.href);
    });
  }

  // --- the app's start ---

  // appStarted resolves once the app has started: go-app removes its
  // loading screen once the wasm runs and has drawn the page.
  function appStarted() {
    return new Promise((resolve) => {
      const watch = () => {
        if (document.getElementById('app-wasm-loader')) return false;
        resolve();
        return true;
      };
      document.addEventListener('DOMContentLoaded', () => {
        if (watch()) return;
        const seen = new MutationObserver(() => watch() && seen.disconnect());
        seen.observe(document.body, { childList: true });
      });
    });
  }

  // shown resolves once the browser has shown the page as it is, or at
  // once on a page not shown (which paints nothing): go-app's app.js waits
  // for it before it asks for app.wasm and before it runs it (cmd/static's
  // runAfterPaint), so that the pre-rendered page is on screen before the
  // download shares the line, before Go's start, one long task, holds the
  // main thread, and before the app draws it anew. It waits for two
  // frames: the first paints the page, and by the second the browser has
  // heard that the first was shown (Chromium counts a paint towards the
  // largest paint only then, and not at all for an element removed before:
  // the app's start removes them all). A browser that paints no frame for
  // shownWithinMs (a window out of sight that the page is not told is
  // hidden) starts the app all the same.
  function shown() {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', hidden);
        resolve();
      };
      const hidden = () => document.hidden && done();
      if (document.hidden) {
        resolve();
        return;
      }
      const timer = setTimeout(done, shownWithinMs);
      document.addEventListener('visibilitychange', hidden);
      requestAnimationFrame(() => requestAnimationFrame(() => {
        // A message's task comes after the frame's paint.
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          ch.port1.close();
          done();
        };
        ch.port2.postMessage(null);
      }));
    });
  }

  // laterStyles applies the stylesheets cmd/static held back from Home's
  // first paint (media="print", data-after-paint: the boards' and the
  // review's, which Home does not draw), once the page is shown.
  async function laterStyles() {
    await parsed('app-wasm-loader-label');
    await shown();
    for (const link of document.querySelectorAll('link[data-after-paint]')) {
      link.media = 'all';
      link.removeAttribute('data-after-paint');
    }
  }

  // --- the service worker, after the app ---

  function deferServiceWorker(started) {
    const sw = navigator.serviceWorker;
    if (!sw || typeof sw.register !== 'function') return;
    const register = sw.register.bind(sw);
    const ready = Promise.race([started, new Promise((resolve) => setTimeout(resolve, registerAfterMs))]);
    sw.register = (...args) => ready.then(() => register(...args));
  }

  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    const link = /^(s|live|reply)=/.test(location.hash.slice(1));
    // Marked before the body is parsed, so that the loading screen is
    // first painted as it will hold the preview (web/tabula.css).
    if (link) document.documentElement.classList.add('tabula-link');
    window.tabulaShown = shown;
    const started = appStarted();
    deferServiceWorker(started);
    preview().catch(() => {});
    homeAtOnce(link, started).catch(() => {});
    laterStyles().catch(() => {});
  }
  // For the tests (e2e/linkpreview.test.mjs): the reader and the sentences.
  globalThis.tabulaLinkPreview = { readLink, describe };
})();
