import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, kb, measureBudgets } from '../test/budgets/measure';
import { expect, gotoAndSettle, test } from './fixtures';

// DESIGN.md §6 front-end budgets, on the build this run serves (see test/budgets/measure.ts).
const report = measureBudgets();

test.describe('front-end budgets', () => {
  // React DOM and React Router alone are about 78 KB of this; TanStack Query, the user menu and the
  // crisis dialog stay out of the first paint so the rest fits (bench/RESULTS.md).
  test(`initial JavaScript for / is at most ${kb(BUDGETS.initialJsGzip)} gzip`, () => {
    const files = report.initialJsFiles.map((f) => `${kb(f.gzip)} ${f.file}`).join('\n');
    const room = BUDGETS.initialJsGzip - report.initialJsGzip;
    console.log(
      `initial JS for /: ${kb(report.initialJsGzip)} gzip (${room >= 0 ? `${kb(room)} under` : `${kb(-room)} over`} the ${kb(BUDGETS.initialJsGzip)} budget)`,
    );
    expect(
      report.initialJsGzip,
      `initial JS ${kb(report.initialJsGzip)}:\n${files}`,
    ).toBeLessThanOrEqual(BUDGETS.initialJsGzip);
  });

  test(`CSS for / is at most ${kb(BUDGETS.cssGzip)} gzip`, () => {
    expect(report.cssGzip, `CSS ${kb(report.cssGzip)}`).toBeLessThanOrEqual(BUDGETS.cssGzip);
  });

  // Zod builds its schemas when it loads: 50 ms of start-up on the chat page under Lighthouse's
  // throttled phone, for two limits and a stream check it needs only once he sends a message.
  // Only pages with forms or server data to check carry it from the start.
  test('Zod loads with the first paint only on pages that check forms or server data', () => {
    const formPages = ['analytics', 'journal', 'progress', 'safety-plan'].map(
      (page) => `${page}.html`,
    );
    expect(report.zodPages.length).toBeGreaterThan(0);
    expect(report.zodPages.filter((page) => !formPages.includes(page))).toEqual([]);
  });

  test('no route loads another route’s code', () => {
    expect(report.crossRoute).toEqual([]);
  });

  test('the built pages and styles reference no other origin', () => {
    expect(report.foreign).toEqual([]);
  });

  // The fixtures' guard fails a test on any request to another origin or console error; this
  // visits every prerendered page so the guard sees each of them load and hydrate.
  test('no page requests anything from another origin', async ({ page }) => {
    const pages = JSON.parse(
      fs.readFileSync(path.resolve('dist/client/prerendered/manifest.json'), 'utf8'),
    ) as {
      pages: Record<string, string>;
    };
    const paths = Object.keys(pages.pages);
    expect(paths.length).toBeGreaterThan(10);
    for (const urlPath of paths) await gotoAndSettle(page, urlPath);
  });
});
