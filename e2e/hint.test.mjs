// Browser test of the Suggest button: in a Battle Merchants game
// against the computer the person asks for a move; the Normal computer's
// choice is said in words, marked where it is played on the table, and
// playing it works. The table with a suggestion is axe-core clean and
// fits a phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeSource, patience, setPace, startGame, useSite } from './harness.mjs';
import { clickTarget, endTurn, legal, myTurn } from './table.mjs';

const site = useSite();

// bare is a move's description without its closing full stop, as the
// suggestion quotes it.
const bare = (s) => s.trim().replace(/\.+$/, '');

// logLines are the game log's moves, oldest first: who and what, without
// the automatic events listed under a move.
async function logLines(page) {
  const lines = await page.locator('.log-lines > li').evaluateAll((lis) => lis.map((li) => {
    const copy = li.cloneNode(true);
    copy.querySelector('.log-events')?.remove();
    return copy.textContent;
  }));
  return lines.map((l) => l.replace(/\s+/g, ' ').trim());
}

test('Suggest a move: the suggestion is legal, shown in words and on the board, and can be played', patience(120000), async () => {
  // bypassCSP lets axe-core's script in, as in tabula.test.mjs.
  const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const base = site.root.url();
  await setPace(page, base, 'instant');
  await startGame(page, base, 2);
  await myTurn(page);

  const suggest = page.locator('button.suggest');
  await suggest.click();
  const said = page.locator('.suggestion', { hasText: 'Suggested move:' });
  await said.waitFor({ timeout: 60000 });
  // The suggestion names the move, then what it gains after a dash.
  const text = bare((await said.innerText()).replace(/^Suggested move: /, '').replace(/ — .*$/s, ''));
  assert.ok(text.length > 0, 'the suggestion names no move');
  // Unavailable, it keeps the focus (aria-disabled, not disabled).
  assert.equal(await suggest.getAttribute('aria-disabled'), 'true', 'Suggest stays available with a suggestion shown');

  // It is one of the legal moves, and the table marks it (and only it) where
  // it is played: on the board, the person's mat or the status bar.
  const targets = await legal(page);
  const labels = targets.map((t) => bare(t.label.replace(/ \(suggested move\)$/, '')));
  assert.ok(labels.includes(text), `"${text}" is not among the legal moves: ${labels.join(' | ')}`);
  const marked = page.locator('.table .target.suggested');
  assert.ok(await marked.count() >= 1, 'the table does not mark the suggestion');
  const markedLabels = await marked.evaluateAll((ts) => ts.map((t) => t.getAttribute('aria-label') || t.title || t.textContent));
  for (const l of markedLabels) assert.equal(bare(l.replace(/ \(suggested move\)$/, '')), text, 'another move is marked as suggested');
  const suggested = targets.find((t) => t.label.endsWith('(suggested move)')) ?? targets[labels.indexOf(text)];

  // Accessible and no wider than the phone.
  await page.addScriptTag({ content: axeSource });
  const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] }));
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.help}`), [], 'axe-core violations with a suggestion shown');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);

  // Play it where it is marked.
  // Only the person's lines start "You: "; the computer may move right after.
  const mine = async () => (await logLines(page)).filter((l) => l.startsWith('You: '));
  const before = (await mine()).length;
  await clickTarget(page, suggested);
  const deadline = Date.now() + 30000;
  while ((await mine()).length <= before && Date.now() < deadline) {
    await endTurn(page); // the move that ends the turn waits for End turn
    await page.waitForTimeout(50);
  }
  const played = (await mine())[before];
  assert.equal(bare(played ?? ''), `You: ${text}`, 'the first move after asking is not the suggestion');
  assert.equal(await page.locator('.suggested').count(), 0, 'the suggestion outlives its position');
  await myTurn(page);
  assert.equal(await suggest.getAttribute('aria-disabled'), 'false', 'Suggest is not offered again on the next turn');
  assert.deepEqual(errors, [], 'uncaught errors in the page');
  await context.close();
});

test('on a phone the suggestion is in view, and a tap opens it whole with the status bar keeping its height', patience(120000), async () => {
  const { page, close } = await site.fresh({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const base = site.root.url();
  await setPace(page, base, 'instant');
  await startGame(page, base, 2);
  await myTurn(page);
  await page.locator('button.suggest').tap();
  const said = page.locator('.suggestion', { hasText: 'Suggested move:' });
  await said.waitFor({ timeout: 60000 });
  // measure tells where the suggestion is, whether it is cut short,
  // whether a tap at its middle reaches it, and the status bar's height.
  const measure = () => said.evaluate((e) => new Promise((resolve) => requestAnimationFrame(() => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(r.width, innerWidth) / 2, r.top + r.height / 2);
    resolve({
      left: r.left, right: r.right, top: r.top, bottom: r.bottom,
      cut: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
      reached: hit === e || e.contains(hit),
      bar: document.querySelector('.status-bar').getBoundingClientRect().height,
      prompt: document.querySelector('.status-bar .prompt')?.textContent,
      active: document.activeElement?.outerHTML.slice(0, 100),
      rows: getComputedStyle(document.querySelector('.status-bar')).gridTemplateRows,
    });
  })));
  // The table settles first (a busy browser may still be drawing the
  // turn): the bar's height the same twice, 0.3 s apart.
  let shut = await measure();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(300);
    const again = await measure();
    if (again.bar === shut.bar && again.prompt === shut.prompt) break;
    shut = again;
  }
  assert.ok(shut.reached && shut.left >= 0 && shut.right <= 390, `the suggestion is out of view: ${JSON.stringify(shut)}`);
  assert.ok(shut.cut, `the suggestion is not cut short on a phone (nothing to open): ${JSON.stringify(shut)}`);
  await said.tap();
  const opened = await measure();
  assert.ok(!opened.cut, `a tap did not open the suggestion whole: ${JSON.stringify(opened)}`);
  assert.ok(opened.reached && opened.left >= 0 && opened.right <= 390 && opened.bottom <= 844, `the opened suggestion is out of view: ${JSON.stringify(opened)}`);
  assert.equal(opened.bar, shut.bar, `opening the suggestion changed the status bar's height: ${JSON.stringify({ shut, opened })}`);
  await close();
});
