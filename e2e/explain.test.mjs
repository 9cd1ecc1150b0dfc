// Browser test of the table that explains itself, in every game. In each
// of the four games the person plays until the table shows something the
// rules refuse now, taps it and reads the rule's reason in
// the status bar; opens the legend from the status bar's "?"; and asks
// for a suggestion, which is marked on the table and said with what it
// gains; held under a finger, the refused element shows its reason as
// hover does. SHOTS=1 keeps screenshots of the legend and of a refusal at
// 1366×768 and 390×844 in e2e/artifacts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, lcg, patience, startGame, useSite } from './harness.mjs';
import { clickAndWait, myTurn, sizes } from './table.mjs';

const site = useSite();
const shots = process.env.SHOTS === '1';
const games = ['battlemerchants', 'coincrown', 'craftconquer', 'emara'];

// startExplained sets up a two-seat game of id against a random computer,
// dealt from seed, at the instant pace, and waits for the table.
function startExplained(page, id, seed) {
  return startGame(page, site.root.url(), 2, { game: id, level: 'random', seed, pace: 'instant' });
}

// refusedOnTable finds, in the page, a refused element the person can
// see and says what it is; the element gets data-refused-probe.
function refusedOnTable() {
  const el = [...document.querySelectorAll('.table .refused')].find((e) => e.checkVisibility() && !e.closest('.overlay'));
  if (!el) return null;
  document.querySelectorAll('[data-refused-probe]').forEach((e) => e.removeAttribute('data-refused-probe'));
  el.setAttribute('data-refused-probe', '');
  return { title: el.getAttribute('title') || el.querySelector('title')?.textContent || el.getAttribute('aria-label') || '' };
}

// playUntilRefused plays random legal moves until the table shows a refused
// element, and returns it.
async function playUntilRefused(page, seed) {
  const pick = lcg(seed);
  for (let i = 0; i < 120; i++) {
    const t = await myTurn(page);
    const found = await page.evaluate(refusedOnTable);
    if (found) return found;
    const n = await t.count();
    if (n === 0) break;
    await clickAndWait(page, t.nth(Math.floor(pick() * n)));
  }
  throw new Error('no refused element came up');
}

for (const id of games) {
  test(`${id}: a refused tap says why, the legend opens from the table, a suggestion is marked with its gain`, patience(300000), async () => {
    const { page, close } = await site.fresh({ viewport: sizes.desktop });
    await startExplained(page, id, 7);

    // A refused tap says the rule's reason in the status bar.
    const refused = await playUntilRefused(page, 7);
    const probe = page.locator('[data-refused-probe]');

    // Held under a finger, it shows the same words a mouse shows on hover,
    // and letting go does not tap it.
    await probe.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = { bubbles: true, pointerType: 'touch', clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
      el.dispatchEvent(new PointerEvent('pointerdown', at));
    });
    const tip = page.locator('#touch-tip');
    await tip.waitFor({ timeout: 5000 });
    assert.equal(await tip.innerText(), refused.title, 'press and hold shows other words than hover');
    await probe.evaluate((el) => el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' })));
    // The click a long press ends with is swallowed (web/thumb.js): tap again after it.
    await page.waitForTimeout(1000);
    try {
      await probe.click({ timeout: 5000 });
    } catch {
      // An SVG shape under pieces that let clicks through: tap it as the
      // pieces would pass it on.
      await probe.dispatchEvent('click');
    }
    const note = page.locator('.status-bar .notice-status').first();
    await note.waitFor({ timeout: 10000 });
    const why = (await note.innerText()).trim();
    assert.ok(why.length > 10, `the refusal says "${why}"`);
    assert.ok(refused.title.includes(why.replace(/\.$/, '')), `the status bar says "${why}", the element "${refused.title}"`);
    if (shots) await page.screenshot({ path: path.join(artifacts, `explain-${id}-refused-desktop.png`) });

    // The legend opens from the status bar, names the icons and closes.
    await page.click('.status-bar .legend-button');
    const dialog = page.locator('#legend-dialog[open]');
    await dialog.waitFor({ timeout: 10000 });
    // The pictures' list (the keys' list has no icons).
    const names = await dialog.locator('.legend-list:not(.legend-keys) dt').allInnerTexts();
    assert.ok(names.length >= 8, `the legend names ${names.length} icons`);
    const icons = await dialog.locator('.legend-icon').evaluateAll((els) => els.filter((e) => {
      const r = e.firstElementChild?.getBoundingClientRect();
      return r && r.width > 4 && r.height > 4;
    }).length);
    assert.equal(icons, names.length, 'an icon of the legend is not drawn');
    if (shots) await page.screenshot({ path: path.join(artifacts, `explain-${id}-legend-desktop.png`) });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 10000 });

    // A suggestion is marked on the table and says what it gains, on the
    // status bar's line.
    await myTurn(page);
    await page.click('button.suggest');
    const said = page.locator('.suggestion', { hasText: 'Suggested move:' });
    await said.waitFor({ timeout: 60000 });
    const text = await said.innerText();
    assert.match(text, /^Suggested move: .+ — .+\.$/, 'the suggestion gives no reason');
    assert.ok(await page.locator('.table .suggested').count() >= 1, 'the suggestion is not marked on the table');

    // The same at a phone's size.
    if (shots) {
      await page.setViewportSize(sizes.phone);
      await page.screenshot({ path: path.join(artifacts, `explain-${id}-suggested-phone.png`) });
      // On an upright phone the legend is in the table's menu.
      await page.click('.table-menu > summary');
      await page.click('.table-menu-items .legend-control button');
      await dialog.waitFor({ timeout: 10000 });
      await page.screenshot({ path: path.join(artifacts, `explain-${id}-legend-phone.png`) });
      await page.keyboard.press('Escape');
    }
    await close();
  });
}
