// `pnpm lint:repo`: the repository stands on its own. A tracked file that cites the product
// spec or design notes kept beside the repository on one machine (a clone has none of them)
// fails the lint; cite docs/product.md, the other docs or the code instead.
// The patterns are regular expressions, so this file does not match itself.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const outsideCitations = [
  { pattern: /\.\.\/shared\b/, says: 'a path outside the repository' },
  { pattern: /\bshared\/spec\b/, says: 'the spec folder outside the repository' },
  { pattern: /product-spec\.md/, says: 'the product spec outside the repository' },
  { pattern: /\bspec(?:'s)? sections?\b/i, says: 'a section of the product spec' },
  { pattern: /\bsection \d+ of the (?:product )?spec\b/i, says: 'a section of the product spec' },
  { pattern: /§\s?\d/, says: 'a numbered section of the product spec' },
  { pattern: /\b(?:DESIGN|DECISIONS|STYLE)\.md\b/, says: 'design notes outside the repository' },
]

const repoRoot = path.resolve(import.meta.dirname, '..')
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.split('/').includes('node_modules'))

const findings = []
for (const file of tracked) {
  let text
  try {
    text = readFileSync(path.join(repoRoot, file), 'utf8')
  } catch {
    continue // listed but not checked out (a deleted file not yet staged)
  }
  if (text.includes('\0')) continue // binary
  text.split('\n').forEach((line, index) => {
    for (const { pattern, says } of outsideCitations) {
      const match = pattern.exec(line)
      if (match) findings.push(`${file}:${index + 1}: "${match[0]}" cites ${says}`)
    }
  })
}

if (findings.length > 0) {
  console.error(findings.join('\n'))
  console.error(
    `\n${findings.length} citation(s) of files outside the repository: cite docs/product.md` +
      ' (or the code, or docs/decisions.md) instead.',
  )
  process.exit(1)
}
