import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { figuresLine } from './figures'
import type { Figure } from './figures'

const root = path.resolve(import.meta.dirname, '../../..')
export const benchmarksFile = path.join(root, 'docs/benchmarks.md')

export interface BenchmarkSection {
  /** Stable id of the figure, e.g. `web-initial-js`. */
  id: string
  /** Markdown body: the figures, the budget and the command that produced them. */
  body: string
  /** The figures with their budgets, for `pnpm bench:check`. */
  figures?: Figure[]
}

const start = (id: string) => `<!-- bench:${id}:start -->`
const end = (id: string) => `<!-- bench:${id}:end -->`

/** Replaces one benchmark's section of the document (or appends it), leaving the rest alone. */
export function upsertSection(document: string, { id, body, figures }: BenchmarkSection): string {
  const content = figures?.length ? `${body.trim()}\n\n${figuresLine(figures)}` : body.trim()
  const block = `${start(id)}\n${content}\n${end(id)}`
  const from = document.indexOf(start(id))
  const to = document.indexOf(end(id))
  if (from !== -1 && to > from) {
    return document.slice(0, from) + block + document.slice(to + end(id).length)
  }
  return `${document.trimEnd()}\n\n${block}\n`
}

/**
 * Writes the section into the document, formatted with the repository's Prettier (so that a
 * bench run leaves the lint green).
 */
export function recordBenchmark(section: BenchmarkSection, file = benchmarksFile) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  writeFileSync(file, upsertSection(current, section))
  const prettier = path.join(root, 'node_modules/prettier/bin/prettier.cjs')
  execFileSync(process.execPath, [prettier, '--write', '--log-level=warn', file], { cwd: root })
}
