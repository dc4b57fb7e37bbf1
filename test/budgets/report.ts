// Prints the front-end budget figures: `node --import tsx test/budgets/report.ts [--json]`.
import { BUDGETS, kb, measureBudgets } from './measure';

const report = measureBudgets();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const status = (ok: boolean) => (ok ? 'ok' : 'OVER');
  console.log(
    `initial JS for /: ${kb(report.initialJsGzip)} gzip, ${kb(report.initialJsBrotli)} brotli (budget ${kb(BUDGETS.initialJsGzip)} gzip) ${status(report.initialJsGzip <= BUDGETS.initialJsGzip)}`,
  );
  for (const f of report.initialJsFiles) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.log(
    `CSS for /: ${kb(report.cssGzip)} gzip (budget ${kb(BUDGETS.cssGzip)}) ${status(report.cssGzip <= BUDGETS.cssGzip)}`,
  );
  const pages = Object.entries(report.pageInitialJsGzip).sort((a, b) => b[1] - a[1]);
  console.log(`initial JS per page: ${pages.map(([p, s]) => `${p} ${kb(s)}`).join(', ')}`);
  console.log(
    `route code shared: ${report.crossRoute.length ? report.crossRoute.join('; ') : 'none'}`,
  );
  console.log(
    `references to another origin: ${report.foreign.length ? report.foreign.join('; ') : 'none'}`,
  );
}
