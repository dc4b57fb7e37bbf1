// Usage: node shoot.mjs <outdir>  (server on PORT 4220)
import { chromium } from '@playwright/test';
const out = process.argv[2];
const base = 'http://127.0.0.1:4220';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const pages = (process.env.PAGES ?? 'home,chat,dashboard,breathing').split(',');
for (const scheme of ['light','dark']) for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 800 ? 844 : 800 }, colorScheme: scheme, hasTouch: w < 800, isMobile: false });
  const page = await ctx.newPage();
  const name = 'u' + Date.now().toString(36) + w + scheme;
  const r = await page.request.post(base + '/api/register', { data: { username: name, password: 'a-long-passphrase', rememberMe: true } });
  const settle = async (p) => { await page.goto(base + p); await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' }); await page.waitForTimeout(600); };
  const overflow = async () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const p of pages) {
    if (p === 'home') { await settle('/'); }
    if (p === 'dashboard') { await settle('/progress'); }
    if (p === 'breathing') { await settle('/meditation'); await page.getByRole('button', { name: /4-7-8/ }).first().click().catch(()=>{}); await page.waitForTimeout(500); }
    if (p === 'chat') { await settle('/chat'); await page.locator('main button').first().click(); await page.waitForTimeout(300);
      const input = page.getByPlaceholder('Type your message'); await input.fill('I have been feeling stuck at work lately'); await input.press('Enter'); await page.waitForTimeout(2500); }
    const sw = await overflow();
    console.log(scheme, w, p, 'scrollWidth', sw);
    await page.screenshot({ path: `${out}/${p}-${w}-${scheme}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close();
