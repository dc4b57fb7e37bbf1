import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
await page.goto('http://127.0.0.1:4220' + process.argv[2]);
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect(); if (r.right > 321) out.push([el.tagName, el.className.toString().slice(0,90), Math.round(r.right)]); }
  return out.slice(0, 15);
}));
await browser.close();
