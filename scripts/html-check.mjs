// Opens a Saban HTML page in headless Chromium as a reader would, on a phone (portrait and landscape) and a
// desktop, and checks what the unit tests cannot: no move or number-move pair is split across lines as
// laid out, nothing overflows sideways, the board sticks within 40 % of a phone's height (or does not stick
// on a low screen), the keys and buttons step through the moves (variations too), a key typed into a form
// field stays there, and the script throws nothing. Screenshots are written as OUT-<viewport>-<step>.png.
//
//   npm install playwright-core          (in any folder; Debian's chromium at /usr/bin/chromium)
//   NODE_PATH=that/node_modules node scripts/html-check.mjs /abs/path/page.html /tmp/shots/page
// Exit status 0 when every check holds, 1 otherwise (the failures printed).
import { createRequire } from 'module';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const [, , file, out = '/tmp/html-check'] = process.argv;
if (!file) {
  console.error('usage: node scripts/html-check.mjs PAGE.html [OUT-PREFIX]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
const failures = [], report = {};
const fail = (what) => failures.push(what);
const viewports = [['phone', { width: 390, height: 844 }], ['phone-land', { width: 844, height: 390 }],
  ['desktop', { width: 1366, height: 900 }]];
for (const [name, viewport] of viewports) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => fail(`${name}: script error ${e.message}`));
  await page.goto('file://' + file);
  const r = {};
  // An element is split when its boxes lie on more than one line
  r.split = await page.evaluate(() => [...document.querySelectorAll('.mv, a.move')]
    .filter((e) => new Set([...e.getClientRects()].map((b) => Math.round(b.bottom))).size > 1)
    .map((e) => e.textContent));
  if (r.split.length) fail(`${name}: split across lines: ${r.split.join(' | ')}`);
  if (await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)) fail(`${name}: overflows sideways`);
  r.board = await page.evaluate(() => {
    const box = document.querySelector('.board-box');
    return { frac: box.getBoundingClientRect().height / innerHeight, position: getComputedStyle(box).position };
  });
  if (name !== 'desktop' && r.board.position === 'sticky' && r.board.frac > 0.4)
    fail(`${name}: the sticky board takes ${Math.round(r.board.frac * 100)} % of the height`);
  await page.screenshot({ path: `${out}-${name}-start.png` });
  const state = () => page.evaluate(() => {
    const b = document.querySelector('svg.board'), cur = document.querySelector('a.move.current');
    const t = b.querySelector('title');
    return { title: t ? t.textContent : null, aria: b.getAttribute('aria-label'),
      marks: [...b.querySelectorAll('g.last-move g')].map((g) => g.getAttribute('visibility')),
      toMove: [...b.querySelectorAll('g.to-move')].map((g) => g.getAttribute('visibility')),
      cur: cur ? cur.id : null,
      shownMarks: [...b.querySelectorAll('g.marks')].filter((g) => g.getAttribute('visibility') === 'visible')
        .map((g) => g.getAttribute('data-move')), label: cur ? cur.getAttribute('data-label') : b.getAttribute('data-label') };
  });
  const start = await state();
  await page.keyboard.press('ArrowRight');
  const first = await state();
  if (!first.cur || !first.title || first.title !== first.label || first.aria !== first.label) fail(`${name}: → did not show the first move`);
  if (first.marks.join() !== 'visible,visible') fail(`${name}: the last move is not marked`);
  if (JSON.stringify(first.toMove) === JSON.stringify(start.toMove)) fail(`${name}: the side-to-move marker did not change`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  if ((await state()).cur !== first.cur) fail(`${name}: → ← did not come back`);
  await page.keyboard.press('End');
  const end = await state();
  if (!end.cur || end.cur === first.cur) fail(`${name}: End did not go to the last move`);
  await page.screenshot({ path: `${out}-${name}-end.png` });
  for (const s of [first, end])  // the annotator's marks shown are those of the position shown
    if (s.shownMarks.some((m) => m !== s.cur)) fail(`${name}: marks of ${s.shownMarks} shown at ${s.cur}`);
  const click = async (go) => {
    const b = await page.$(`button[data-go="${go}"]`);
    if (b && await b.isVisible()) await b.click(); else fail(`${name}: no ${go} button`);
  };
  await click('first');
  const home = await state();
  if (home.cur !== null || home.marks.join() !== 'hidden,hidden' || home.title !== start.title) fail(`${name}: « did not show the start`);
  const v = await page.$('.variation a.move');
  if (v) {  // a variation's move, then back past its first move: the position before the move it replaces
    await v.click();
    const inside = await state();
    await click('prev');
    const before = await state();
    if (inside.cur === null || before.cur === inside.cur) fail(`${name}: ‹ did not step back from a variation`);
  }
  await page.evaluate(() => {
    const i = document.createElement('input');
    i.id = 'html-check-probe';
    document.body.prepend(i);
  });
  const kept = JSON.stringify(await state());
  await page.focus('#html-check-probe');
  for (const k of ['ArrowLeft', 'ArrowRight', 'Home', 'End']) await page.keyboard.press(k);
  if (JSON.stringify(await state()) !== kept) fail(`${name}: keys typed into a form field moved the board`);
  report[name] = r;
  await page.close();
}
await browser.close();
console.log(JSON.stringify(report));
for (const f of failures) console.error('FAIL ' + f);
process.exit(failures.length ? 1 : 0);
