// Sums the vitest JSON reports of one scripts/test run into a single closing line. With --failures
// (scripts/test after a failed stage) it lists the failed tests of each report instead.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (process.argv[3] === '--failures') {
  const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  let listed = 0;
  for (const file of reports) {
    const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const stage = file.replace(/\.json$/, '');
    for (const suite of r.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedTests) {
        listed++;
        const reason = String(a.failureMessages?.[0] ?? '').split('\n')[0];
        console.log(`  FAILED ${stage}: ${where} > ${a.fullName}: ${reason}`);
      }
      if (suite.status === 'failed' && failedTests.length === 0) {
        listed++;
        console.log(`  FAILED ${stage}: ${where}: ${String(suite.message ?? '').split('\n')[0]}`);
      }
    }
  }
  if (listed === 0) {
    console.log(
      '  No failed test in the reports: the failure is in the output above (a command, or an error outside any test).',
    );
  }
  process.exit(0);
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(`  ${file.replace(/\.json$/, '')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
