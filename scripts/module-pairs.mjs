// Module folders that import each other both ways: the server's modules (auth, chat, files...)
// are layers, each using those below it; a pair that imports back is one module cut in two.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const sourceFile = /\.(ts|tsx|mjs|js)$/
// `import … from '…'`, `export … from '…'`, `import('…')` and `import '…'`, type-only included.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** @param {string} dir */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (sourceFile.test(entry.name)) yield full
  }
}

/**
 * Each pair of folders of `modulesDir` that import each other, with the files that do it.
 * @param {string} modulesDir
 * @returns {{ modules: [string, string], imports: string[] }[]}
 */
export function twoWayModulePairs(modulesDir) {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  /** @type {Map<string, string[]>} "a>b" -> "file: specifier" */
  const edges = new Map()
  for (const from of modules) {
    for (const file of sourceFiles(path.join(modulesDir, from))) {
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(specifiers)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier))
        const to = target.split(path.sep)[0] ?? ''
        if (to === from || !modules.includes(to)) continue
        const key = `${from}>${to}`
        edges.set(key, [
          ...(edges.get(key) ?? []),
          `${path.relative(modulesDir, file)}: ${specifier}`,
        ])
      }
    }
  }
  const pairs = []
  for (const [key, imports] of edges) {
    const [from = '', to = ''] = key.split('>')
    const back = edges.get(`${to}>${from}`)
    if (back && from < to) pairs.push({ modules: [from, to], imports: [...imports, ...back] })
  }
  return pairs
}
