// Run by `pnpm lint:repo` (node --test): the suite's closing line counts what failed.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'

const summaryScript = path.join(import.meta.dirname, 'test-summary.mjs')

/** A vitest report of `passed` passing tests. */
const vitestReport = (passed) => ({
  numPassedTests: passed,
  numFailedTests: 0,
  testResults: [
    {
      name: '/repo/a.test.ts',
      assertionResults: Array.from({ length: passed }, (_, i) => ({
        status: 'passed',
        ancestorTitles: [],
        title: `test ${String(i)}`,
      })),
    },
  ],
})

/** A turbo run summary of these tasks and exit codes. */
const turboRun = (tasks) => ({
  tasks: Object.entries(tasks).map(([taskId, exitCode]) => ({
    taskId,
    task: taskId.split('#')[1],
    execution: { exitCode },
  })),
})

/** test-summary.mjs over a repository holding these reports and turbo runs. */
function summarise({ reports = {}, runs = {} }) {
  const root = mkdtempSync(path.join(tmpdir(), 'test-summary-'))
  try {
    for (const [dir, files] of [
      ['.reports', reports],
      ['.turbo/runs', runs],
    ]) {
      mkdirSync(path.join(root, dir), { recursive: true })
      for (const [name, json] of Object.entries(files)) {
        writeFileSync(path.join(root, dir, name), JSON.stringify(json))
      }
    }
    const run = spawnSync(process.execPath, [summaryScript, root], { encoding: 'utf8' })
    return { status: run.status, output: run.stdout }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

test('a failed lint or typecheck counts as a failed test, named', () => {
  const { status, output } = summarise({
    reports: { 'vitest-ui.json': vitestReport(3) },
    runs: {
      'run.json': turboRun({
        '@amply/ui#lint': 1,
        '@amply/server#typecheck': 2,
        '@amply/ui#test': 0,
        '//#lint:repo': 0,
      }),
    },
  })
  assert.equal(status, 1)
  assert.match(output, /^Tests: 3 passed, 2 failed, 0 skipped$/m)
  assert.match(output, /^ {2}@amply\/ui#lint$/m)
  assert.match(output, /^ {2}@amply\/server#typecheck$/m)
})

test('a test task that failed is counted by its report, not twice', () => {
  const report = { ...vitestReport(2), numFailedTests: 1 }
  const { status, output } = summarise({
    reports: { 'vitest-ui.json': report },
    runs: { 'run.json': turboRun({ '@amply/ui#test': 1, '@amply/ui#lint': 0 }) },
  })
  assert.equal(status, 1)
  assert.match(output, /^Tests: 2 passed, 1 failed, 0 skipped$/m)
})

test('all green is green', () => {
  const { status, output } = summarise({
    reports: { 'vitest-ui.json': vitestReport(2) },
    runs: { 'run.json': turboRun({ '@amply/ui#lint': 0, '@amply/ui#typecheck': 0 }) },
  })
  assert.equal(status, 0)
  assert.match(output, /^Tests: 2 passed, 0 failed, 0 skipped$/m)
})
