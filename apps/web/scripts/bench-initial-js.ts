// Measures the JavaScript a first visit to the home page downloads (gzip), against the
// 120 KB budget of DESIGN.md, and records it in docs/benchmarks.md. Run by `pnpm bench`
// after `vite build`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { recordBenchmark } from '@amply/bench/record'

const BUDGET_KB = 120
const distDir = path.resolve(import.meta.dirname, '../dist')
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')

// Everything index.html makes the browser fetch before the page is interactive.
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
const jsFiles = tags
  .filter((tag) =>
    tag.startsWith('<script') ? tag.includes('type="module"') : tag.includes('rel="modulepreload"'),
  )
  .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
  .filter((file): file is string => Boolean(file))
const cssFiles = tags
  .filter((tag) => tag.includes('rel="stylesheet"'))
  .map((tag) => attribute(tag, 'href'))
  .filter((file): file is string => Boolean(file))

const gzipKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0) /
  1024

const jsKb = gzipKb(jsFiles)
const cssKb = gzipKb(cssFiles)
const withinBudget = jsKb <= BUDGET_KB
const date = new Date().toISOString().slice(0, 10)

recordBenchmark({
  id: 'web-initial-js',
  body: `## Home page: initial JavaScript

Command: \`pnpm bench\` (apps/web: \`vite build\`, then \`scripts/bench-initial-js.ts\`), ${date}.

| figure | value | budget |
|---|---|---|
| initial JavaScript of \`/\` (gzip, ${jsFiles.length} file${jsFiles.length === 1 ? '' : 's'}) | ${jsKb.toFixed(1)} KB | ${BUDGET_KB} KB ${withinBudget ? '(within)' : '(OVER)'} |
| initial CSS of \`/\` (gzip) | ${cssKb.toFixed(1)} KB | |`,
})

console.log(
  `Home page initial JS: ${jsKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB); CSS ${cssKb.toFixed(1)} KB gzip`,
)
if (!withinBudget) {
  console.error(`Over budget by ${(jsKb - BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
