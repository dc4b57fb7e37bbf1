import type { Download } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

const VARIANTS = [
  ['Circle gradient', 'circle-gradient'],
  ['Circle solid', 'circle-solid'],
  ['Square gradient', 'square-gradient'],
  ['Icon only', 'icon-only'],
] as const;

async function bytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

test.describe('logo page', () => {
  test('has no header or footer, four variants and Instagram instructions', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await gotoAndSettle(page, '/logo');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    for (const [name] of VARIANTS)
      await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Instagram profile photo/ })).toBeVisible();
    await checkA11y();
    await shot('logo-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('logo-390');
  });

  for (const [name, id] of VARIANTS) {
    test(`${name} downloads a 256 px SVG and a 1024×1024 PNG`, async ({ page }) => {
      await gotoAndSettle(page, '/logo');
      const downloads: Download[] = [];
      page.on('download', (d) => downloads.push(d));
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await expect.poll(() => downloads.length).toBe(2);
      const byName = new Map(downloads.map((d) => [d.suggestedFilename(), d]));
      expect([...byName.keys()].sort()).toEqual([`steady-logo-${id}.png`, `steady-logo-${id}.svg`]);

      const svg = (await bytes(byName.get(`steady-logo-${id}.svg`)!)).toString('utf8');
      expect(svg).toMatch(/^<svg[^>]* width="256" height="256"/);

      const png = await bytes(byName.get(`steady-logo-${id}.png`)!);
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(1024);
      expect(png.readUInt32BE(20)).toBe(1024);
      await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
    });
  }

  test('the favicon and web-app icons come from the same artwork', async ({ request }) => {
    const favicon = await (await request.get('/favicon.svg')).text();
    expect(favicon).toContain('M14 38c6-10 12-10 18 0s12 10 18 0');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
