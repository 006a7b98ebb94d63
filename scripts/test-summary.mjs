// Adds up the JSON reports every test runner wrote into .reports/ and prints one closing
// line, "Tests: N passed, N failed", so CI and people read the whole suite's result at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const reportsDir = path.resolve(import.meta.dirname, '../.reports')
const files = existsSync(reportsDir)
  ? readdirSync(reportsDir).filter((f) => f.endsWith('.json'))
  : []

let passed = 0
let failed = 0
let skipped = 0
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'))
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  } else if (file.startsWith('playwright-')) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}

console.log(`\n${files.length} test reports read from .reports/`)
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
if (passed === 0 || failed > 0) process.exit(1)
