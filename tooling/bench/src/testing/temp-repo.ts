import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BenchSpec } from '../budgets'

/**
 * A bench of the temporary repositories: two figures with budgets, one timing, one without,
 * measured at the budgets' phone.
 */
export const siteBenches: Record<string, BenchSpec> = {
  site: {
    title: 'The site',
    script: 'apps/site/bench.ts',
    measures: ['apps/site'],
    atPhone: true,
    figures: [
      { name: 'home JS', unit: 'KB', max: 100 },
      { name: 'score', unit: '', min: 95, runs: 5 },
      { name: 'requests', unit: 'req/s' },
    ],
  },
}

/** A real git repository in a temporary folder, with the site's code committed. */
export function tempRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'amply-bench-repo-'))
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  /** Writes `files` and commits them; answers the commit. */
  const commit = (message: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    git('add', '--all')
    git('commit', '--quiet', '--message', message)
    return git('rev-parse', 'HEAD').trim()
  }
  git('init', '--quiet', '--initial-branch=main')
  git('config', 'user.email', 'bench@example.com')
  git('config', 'user.name', 'Bench')
  git('config', 'commit.gpgsign', 'false')
  commit('The site', { 'apps/site/index.ts': 'export const home = 1\n', 'README.md': '# Site\n' })
  return {
    root,
    write,
    commit,
    head: () => git('rev-parse', 'HEAD').trim(),
    /** Checks `commit` out as the branch's last, dropping what came after (files left as they are). */
    resetTo: (commit: string) => git('reset', '--quiet', '--mixed', commit),
    remove: () => {
      rmSync(root, { recursive: true, force: true })
    },
  }
}
