import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { figuresFile } from './figures'
import type { FiguresFile } from './figures'

/** The repository this package sits in. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..')
/** Each benchmark's last record (data, written by the benchmarks), from the root. */
export const FIGURES_PATH = 'docs/benchmarks.json'
/** The document whose figures section is generated from that data, from the root. */
export const DOCS_PATH = 'docs/benchmarks.md'

/** The recorded figures of the repository at `root` (none before the first record). */
export function readFigures(root: string): FiguresFile {
  const file = path.join(root, FIGURES_PATH)
  if (!existsSync(file)) return {}
  return figuresFile.parse(JSON.parse(readFileSync(file, 'utf8')))
}

export function writeFigures(root: string, figures: FiguresFile) {
  const file = path.join(root, FIGURES_PATH)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
}

/** Formats files of the repository with its Prettier, so that a bench run keeps the lint green. */
export function prettify(files: string[]) {
  const prettier = path.join(repoRoot, 'node_modules/prettier/bin/prettier.cjs')
  execFileSync(process.execPath, [prettier, '--write', '--log-level=warn', ...files], {
    cwd: repoRoot,
  })
}
