// `pnpm lint:repo` fails when one module folder of the server imports another that imports it
// back (docs/architecture.md, "The dependency rule"): see module-pairs.mjs.
import path from 'node:path'
import { twoWayModulePairs } from './module-pairs.mjs'

const repoRoot = path.resolve(import.meta.dirname, '..')
const modulesDirs = process.argv.length > 2 ? process.argv.slice(2) : ['apps/server/src/modules']

let found = 0
for (const dir of modulesDirs) {
  for (const { modules, imports } of twoWayModulePairs(path.resolve(repoRoot, dir))) {
    found += 1
    console.error(`${dir}: ${modules.join(' <-> ')}\n  ${imports.join('\n  ')}`)
  }
}
if (found > 0) {
  console.error(
    `\n${String(found)} pair(s) of modules import each other: move what both need below them, or have the caller pass it in.`,
  )
  process.exit(1)
}
console.log(`No two modules import each other in ${modulesDirs.join(', ')}.`)
