import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto('http://127.0.0.1:4220/meditation');
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
await page.getByRole('button', { name: /^4-7-8 Breathing/ }).click();
await page.waitForTimeout(800);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('button, input')) {
    const r = el.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) out.push([el.outerHTML.slice(0, 200), Math.round(r.top), r.width, r.height, window.scrollY]);
  }
  return out;
}));
const cb = page.getByRole('checkbox');
const box = await cb.boundingBox();
console.log(box);
for (const [dx, dy] of [[-21,0],[21,0],[0,-21],[0,21]]) console.log(dx, dy, await page.evaluate(([x,y]) => document.elementFromPoint(x,y)?.outerHTML.slice(0,80), [box.x+box.width/2+dx, box.y+box.height/2+dy]));
console.log(await page.evaluate(() => { const b = document.querySelector("[role=checkbox]"); const s = getComputedStyle(b, "::after"); return [s.content, s.position, s.top, s.bottom, s.left, s.right, s.height, getComputedStyle(b).position]; }));
await browser.close();
