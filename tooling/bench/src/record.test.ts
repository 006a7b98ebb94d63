import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DOCS_PATH, FIGURES_PATH, readFigures } from './files'
import { recordFigures } from './record'
import { siteBenches, tempRepo } from './testing/temp-repo'

let repo: ReturnType<typeof tempRepo>
beforeEach(() => {
  repo = tempRepo()
})
afterEach(() => {
  repo.remove()
})

const options = () => ({ root: repo.root, benches: siteBenches })
const within = { 'home JS': 81.4, score: [96, 97, 99, 95, 98], requests: 1200 }

describe('recordFigures', () => {
  it('keeps the commit measured, the time, the code measured and each run of a timing', () => {
    const head = repo.head()
    const before = Date.now()
    const { withinBudget } = recordFigures('site', within, 'How.', options())
    expect(withinBudget).toBe(true)
    const record = readFigures(repo.root).site
    expect(record).toMatchObject({
      commit: head,
      measures: ['apps/site'],
      uncommitted: [],
      notes: 'How.',
      figures: {
        'home JS': { value: 81.4 },
        score: { value: 97, runs: [96, 97, 99, 95, 98] },
        requests: { value: 1200 },
      },
    })
    expect(Date.parse(record?.measuredAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  it('answers that a figure is over its budget', () => {
    expect(recordFigures('site', { ...within, 'home JS': 120 }, '', options()).withinBudget).toBe(
      false,
    )
  })

  it('refuses a figure missing, unknown, given once where runs are needed, or with too few runs', () => {
    const withoutRequests = { 'home JS': within['home JS'], score: within.score }
    expect(() => recordFigures('site', withoutRequests, '', options())).toThrow(
      'site: requests was not measured',
    )
    expect(() => recordFigures('site', { ...within, extra: 1 }, '', options())).toThrow(
      'site has no figure named extra',
    )
    expect(() => recordFigures('site', { ...within, score: 97 }, '', options())).toThrow(
      'site: score is the median of 5 runs',
    )
    expect(() => recordFigures('site', { ...within, score: [97, 98] }, '', options())).toThrow(
      'site: score needs 5 runs, not 2',
    )
    expect(existsSync(path.join(repo.root, FIGURES_PATH))).toBe(false)
  })

  it('generates the figures section of the document, keeping what is written around it', () => {
    const docs = path.join(repo.root, DOCS_PATH)
    recordFigures('site', within, 'First run.', options())
    writeFileSync(docs, `${readFileSync(docs, 'utf8')}\nNotes by hand.\n`)
    recordFigures('site', { ...within, 'home JS': 90.2 }, 'Second run.', options())
    const text = readFileSync(docs, 'utf8')
    expect(text).toContain('Notes by hand.')
    expect(text).toContain('Second run.')
    expect(text).not.toContain('First run.')
    expect(text).toMatch(/\| home JS +\| 90\.2 KB +\| ≤ 100 KB \(within\) +\|/)
    expect(text).toMatch(/\| score +\| 97 \(median of 5 runs, 95–99\) +\| ≥ 95 \(within\) +\|/)
  })
})
