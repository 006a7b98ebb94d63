import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordBenchmark, upsertSection } from './record'

describe('upsertSection', () => {
  it('appends a new section', () => {
    const out = upsertSection('# Benchmarks\n', { id: 'a', body: 'one' })
    expect(out).toBe('# Benchmarks\n\n<!-- bench:a:start -->\none\n<!-- bench:a:end -->\n')
  })

  it('replaces only its own section', () => {
    let doc = upsertSection('# Benchmarks\n', { id: 'a', body: 'one' })
    doc = upsertSection(doc, { id: 'b', body: 'two' })
    doc = upsertSection(doc, { id: 'a', body: 'three' })
    expect(doc).toContain('three')
    expect(doc).not.toContain('one')
    expect(doc).toContain('two')
    expect(doc.indexOf('three')).toBeLessThan(doc.indexOf('two'))
  })
})

describe('recordBenchmark', () => {
  it('creates the file when it is missing and keeps hand-written text', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'benchmarks.md')
    recordBenchmark({ id: 'x', body: 'figure 1' }, file)
    writeFileSync(file, readFileSync(file, 'utf8') + '\nNotes by hand.\n')
    recordBenchmark({ id: 'x', body: 'figure 2' }, file)
    const text = readFileSync(file, 'utf8')
    expect(text).toContain('figure 2')
    expect(text).not.toContain('figure 1')
    expect(text).toContain('Notes by hand.')
  })
})
