#!/usr/bin/env node
// `bench-run a.ts b.ts …`: runs each benchmark script (TypeScript, through tsx) in turn, all of
// them even when one fails (so that one figure over budget does not hide the others), and exits
// 1 if any failed.
import { spawnSync } from 'node:child_process'

let failed = 0
for (const script of process.argv.slice(2)) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' })
  if (run.status !== 0) {
    failed++
    console.error(`bench-run: ${script} failed (${String(run.status ?? run.signal)})`)
  }
}
if (failed > 0) process.exitCode = 1
