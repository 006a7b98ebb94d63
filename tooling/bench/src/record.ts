import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const benchmarksFile = path.resolve(import.meta.dirname, '../../../docs/benchmarks.md')

export interface BenchmarkSection {
  /** Stable id of the figure, e.g. `web-initial-js`. */
  id: string
  /** Markdown body: the figures, the budget and the command that produced them. */
  body: string
}

const start = (id: string) => `<!-- bench:${id}:start -->`
const end = (id: string) => `<!-- bench:${id}:end -->`

/** Replaces one benchmark's section of the document (or appends it), leaving the rest alone. */
export function upsertSection(document: string, { id, body }: BenchmarkSection): string {
  const block = `${start(id)}\n${body.trim()}\n${end(id)}`
  const from = document.indexOf(start(id))
  const to = document.indexOf(end(id))
  if (from !== -1 && to > from) {
    return document.slice(0, from) + block + document.slice(to + end(id).length)
  }
  return `${document.trimEnd()}\n\n${block}\n`
}

export function recordBenchmark(section: BenchmarkSection, file = benchmarksFile) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  writeFileSync(file, upsertSection(current, section))
}
