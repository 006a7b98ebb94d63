// `pnpm bench:docs`: regenerates the figures section of docs/benchmarks.md from
// docs/benchmarks.json and budgets.ts (after a budget changed; a benchmark's record does it too).
import path from 'node:path'
import { benches } from './budgets'
import { writeFiguresSection } from './docs'
import { DOCS_PATH, prettify, readFigures, repoRoot } from './files'

writeFiguresSection(repoRoot, benches, readFigures(repoRoot))
prettify([path.join(repoRoot, DOCS_PATH)])
