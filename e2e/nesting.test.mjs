// Browser tests of a link or a file whose save carries an unknown field
// nested 30,000 arrays or maps deep. msgp skips
// unknown fields by recursing once per level, and in the browser Go's wasm
// stack is the JavaScript engine's: such a link killed the app ("Maximum
// call stack size exceeded"), again at every reload, and Import never
// answered. Now both are refused with the usual message before they are
// decoded (engines.CheckNesting).
// Run: make wasm && cd e2e && node --test nesting.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkOf, open, patience, saveOf, setPace, shareLink, startGame, storage, useSite } from './harness.mjs';
import { myTurn, playMoves } from './table.mjs';

const site = useSite();

const slow = patience(240000);

// The app's answer comes at once; a crashed app never gives it.
const answer = { timeout: 20000 };

// deep is the save with one more field, "q", whose value nests levels
// arrays (or maps keyed by nil) around a nil. A save is "TABULA", its
// format byte, then a msgp map of fewer than 16 fields.
function deep(save, levels, maps) {
  const head = 'TABULA'.length + 1;
  assert.equal(save[head] & 0xf0, 0x80, 'a save is a small map');
  const nest = Buffer.alloc(levels * (maps ? 2 : 1) + 1, maps ? 0 : 0x91);
  for (let i = 0; maps && i < levels; i++) nest.set([0x81, 0xc0], 2 * i);
  nest[nest.length - 1] = 0xc0;
  return Buffer.concat([save.subarray(0, head), Buffer.from([save[head] + 1]), save.subarray(head + 1), Buffer.from([0xa1, 0x71]), nest]);
}

// saves are the saved games in local storage (the index, which Saved
// games rewrites with its sums, left out).
async function saves(page) {
  return Object.fromEntries(Object.entries(await storage(page)).filter(([k]) => k.startsWith('tabula.save.')));
}

describe('input nested 30,000 levels deep', () => {
  test('a link and a file nested 30,000 deep are refused with the usual message, and the app goes on', slow, async (t) => {
    const { page, close } = await site.fresh();
    const base = site.root.url();
    await setPace(page, base, 'instant');
    await startGame(page, base, 2);
    await playMoves(page, 2);
    await myTurn(page);
    const link = await shareLink(page);
    const before = await saves(page);
    for (const maps of [false, true]) {
      const what = maps ? 'maps' : 'arrays';
      const save = deep(saveOf(link), 30000, maps);
      const bad = linkOf(base, save);
      // The link: refused in its preview, and again after a reload (the
      // link stays in the address bar), where the app still answers.
      await page.goto(bad);
      await page.locator('text=This link could not be opened').waitFor(answer);
      assert.match(await page.locator('.shared').innerText(), /This link is damaged or incomplete\. Your saved games were not changed\./, what);
      await page.reload();
      await page.locator('text=This link could not be opened').waitFor(answer);
      await page.locator('.shared button', { hasText: 'Close' }).click();
      await page.locator('.shared').waitFor({ state: 'detached', ...answer });
      await page.locator('.continue-button').click();
      await page.locator('.table .prompt').waitFor(answer);
      // The file: Import answers.
      await open(page, base + 'saved');
      await page.setInputFiles('#import', { name: `deep-${what}.tabula`, mimeType: 'application/octet-stream', buffer: save });
      await page.locator('text=Your saved games were not changed').waitFor(answer);
      assert.match(await page.locator('.notice-error').innerText(), /This saved game is damaged and cannot be opened\./, what);
      assert.deepEqual(await saves(page), before, `the ${what} changed the saved games`);
      t.diagnostic(`${what}: a link of ${bad.length - base.length - 1} characters, a file of ${save.length} bytes`);
    }
    // The real link still opens.
    await open(page, link);
    await page.locator('text=Open this shared game?').waitFor(answer);
    await close();
  });
});

