import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Prints the closing line "N passed, N failed" from the JSON reports of one `npm test` run (and of
 * `npm run test:pg`, when CI writes its reports into the same folder): each check
 * (type check, drift) counts as one test, then vitest's and Playwright's tests. A runner whose report is
 * missing crashed, and counts as one failure.
 */
const results = process.argv[2] ?? 'var/test-results';
let passed = 0;
let failed = 0;
/** What failed, by name, printed above the closing line so that a CI log's tail says which test to look at. */
const failures: string[] = [];

for (const file of readdirSync(results).filter((name) => name.startsWith('check-'))) {
  const { ok } = JSON.parse(readFileSync(join(results, file), 'utf8')) as { ok: boolean };
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(`check ${file.replace(/^check-|\.json$/g, '')}`);
  }
}

/** vitest's report of `npm test`, and of `npm run test:pg` when CI ran it too (vitest-postgresql.json). */
const vitestReports = readdirSync(results).filter((name) => /^vitest.*\.json$/.test(name));
if (!vitestReports.includes('vitest.json')) {
  console.error('vitest wrote no report');
  failed += 1;
}
for (const name of vitestReports) {
  const report = JSON.parse(readFileSync(join(results, name), 'utf8')) as {
    success: boolean;
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no failed assertions of its own; count it once.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  failed += brokenFiles;
  for (const file of report.testResults) {
    const where = `${name}: ${relative(process.cwd(), file.name)}`;
    for (const test of file.assertionResults) if (test.status === 'failed') failures.push(`${where} > ${test.fullName}`);
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failures.push(`${where} (did not load: ${(file.message ?? '').split('\n')[0]})`);
    }
  }
  // An unhandled error fails the run without failing a test; it must not pass unnoticed.
  if (!report.success && report.numFailedTests === 0 && brokenFiles === 0) failed += 1;
}

const playwrightReport = join(results, 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats, errors, suites } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
    suites?: PlaywrightSuite[];
  };
  for (const suite of suites ?? []) failures.push(...unexpectedIn(suite, []));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (stats.expected + stats.unexpected + stats.flaky === 0 && errors?.length ? 1 : 0);
} else {
  console.error('Playwright wrote no report');
  failed += 1;
}

if (failures.length > 0) console.log(`failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Playwright's tests that failed every try, as "playwright [project]: file > describe > test". */
function unexpectedIn(suite: PlaywrightSuite, titles: string[]): string[] {
  const path = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
  const found: string[] = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected') found.push(`playwright [${test.projectName}]: ${[spec.file, ...path, spec.title].join(' > ')}`);
    }
  }
  for (const child of suite.suites ?? []) found.push(...unexpectedIn(child, path));
  return found;
}
