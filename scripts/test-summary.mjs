// Adds up the JSON reports every test runner wrote into .reports/ and prints one closing
// line, "Tests: N passed, N failed", so CI and people read the whole suite's result at once.
// A skipped test is named, and fails the run: the test command brings every service a test
// needs (PostgreSQL, Redis, Chromium), so a test that skips is one that silently stopped
// proving anything.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const reportsDir = path.resolve(import.meta.dirname, '../.reports')
const files = existsSync(reportsDir)
  ? readdirSync(reportsDir).filter((f) => f.endsWith('.json'))
  : []

let passed = 0
let failed = 0
const skipped = []
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'))
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    for (const testFile of report.testResults) {
      for (const test of testFile.assertionResults) {
        if (['skipped', 'pending', 'todo'].includes(test.status))
          skipped.push(
            [path.relative(process.cwd(), testFile.name), ...test.ancestorTitles, test.title].join(
              ' > ',
            ),
          )
      }
    }
  } else if (file.startsWith('playwright-')) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    for (const name of skippedSpecs(report.suites)) skipped.push(name)
  }
}

/** Names of the Playwright tests that were skipped, from the report's nested suites. */
function* skippedSpecs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'skipped'))
        yield `${spec.file} > ${[...inner, spec.title].join(' > ')}`
    }
    yield* skippedSpecs(suite.suites, inner)
  }
}

console.log(`\n${files.length} test reports read from .reports/`)
if (skipped.length > 0) {
  console.log(`Skipped, which fails the run (a test that cannot run here must fail instead):`)
  for (const name of skipped) console.log(`  ${name}`)
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped.length} skipped`)
if (passed === 0 || failed > 0 || skipped.length > 0) process.exit(1)
