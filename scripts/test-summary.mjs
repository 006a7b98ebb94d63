// Adds up the JSON reports every test runner wrote into .reports/ and prints one closing
// line, "Tests: N passed, N failed", so CI and people read the whole suite's result at once.
// A skipped test is named, and fails the run: the test command brings every service a test
// needs (PostgreSQL, Redis, Chromium), so a test that skips is one that silently stopped
// proving anything. A task without a report of its own (lint, lint:repo, typecheck, a build)
// that failed in the run's turbo summary (.turbo/runs, `turbo --summarize`) counts as one failed
// test, named: the closing line never says "0 failed" over a red lint.
// `node scripts/test-summary.mjs [root]` reads the folders of `root` (the repository's).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const reportsDir = path.join(root, '.reports')
const runsDir = path.join(root, '.turbo/runs')
const jsonFiles = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []
const files = jsonFiles(reportsDir)
/** Tasks whose tests their reports count (a failed one is counted there). */
const reportedTasks = new Set(['test', 'test:e2e'])

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

const failedTasks = jsonFiles(runsDir).flatMap((file) => {
  const run = JSON.parse(readFileSync(path.join(runsDir, file), 'utf8'))
  return (run.tasks ?? [])
    .filter((task) => !reportedTasks.has(task.task) && (task.execution?.exitCode ?? 0) !== 0)
    .map((task) => task.taskId)
})
failed += failedTasks.length

console.log(`\n${files.length} test reports read from .reports/`)
if (failedTasks.length > 0) {
  console.log(`Failed checks, each counted as a failed test:`)
  for (const name of failedTasks) console.log(`  ${name}`)
}
if (skipped.length > 0) {
  console.log(`Skipped, which fails the run (a test that cannot run here must fail instead):`)
  for (const name of skipped) console.log(`  ${name}`)
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped.length} skipped`)
if (passed === 0 || failed > 0 || skipped.length > 0) process.exit(1)
