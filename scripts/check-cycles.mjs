// `pnpm lint:repo` fails when a workspace package's own files import each other in a circle,
// type-only imports included (the lint's import-x/no-cycle skips those): madge on each package.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import madge from 'madge'

const repoRoot = path.resolve(import.meta.dirname, '..')
// Built, generated and installed files: not the package's source.
const notSource = ['node_modules', 'dist', '\\.output', '\\.wxt', '\\.prerender', '\\.turbo']

const packageDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(path.join(repoRoot, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repoRoot, group, entry.name))
    .filter((dir) => existsSync(path.join(dir, 'package.json'))),
)

let cycles = 0
for (const dir of packageDirs) {
  const tsConfig = path.join(dir, 'tsconfig.json')
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: notSource.map((name) => new RegExp(`(^|/)${name}/`)),
    ...(existsSync(tsConfig) ? { tsConfig } : {}),
  })
  for (const cycle of graph.circular()) {
    cycles += 1
    console.error(`${path.relative(repoRoot, dir)}: ${cycle.join(' > ')}`)
  }
}
if (cycles > 0) {
  console.error(
    `\n${String(cycles)} import cycle(s): give what both sides share a module of its own.`,
  )
  process.exit(1)
}
console.log(`No import cycle in ${String(packageDirs.length)} packages.`)
