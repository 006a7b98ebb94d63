import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { budgets } from './budgets'
import { checkRepository, verdictLine } from './check'
import type { Verdict } from './check'
import { DOCS_PATH, FIGURES_PATH } from './files'
import { recordFigures } from './record'
import { siteBenches, tempRepo } from './testing/temp-repo'

let repo: ReturnType<typeof tempRepo>
beforeEach(() => {
  repo = tempRepo()
})
afterEach(() => {
  repo.remove()
})

const within = { 'home JS': 81.4, score: [96, 97, 99, 95, 98], requests: 1200 }
const record = (measured: Record<string, number | number[]> = within) =>
  recordFigures('site', measured, 'Measured in a test.', { root: repo.root, benches: siteBenches })
/** Records the figures and commits them, as after a bench run; answers the commit measured. */
const recordAndCommit = (measured?: Record<string, number | number[]>) => {
  const measuredCommit = repo.head()
  record(measured)
  repo.commit('Benchmarks: the site', {})
  return measuredCommit
}
const check = () => checkRepository(repo.root, siteBenches)
/** What bench:check prints for the figure `name`. */
function lineOf(verdicts: Verdict[], name: string) {
  const verdict = verdicts.find((v) => v.figure.name === name)
  if (!verdict) throw new Error(`No verdict for ${name}`)
  return verdictLine(verdict)
}
/** Each figure's problems, by kind: `{ 'home JS': ['over'], … }`. */
const problemsOf = (verdicts: Verdict[]) =>
  Object.fromEntries(verdicts.map((v) => [v.figure.name, v.problems.map((p) => p.kind)]))

describe('bench:check', () => {
  it('passes figures measured on the code as committed, within their budgets', () => {
    recordAndCommit()
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: [] })
  })

  it('fails every figure of a bench never measured, naming the script to run', () => {
    const verdicts = check()
    expect(problemsOf(verdicts)).toEqual({
      'home JS': ['missing'],
      score: ['missing'],
      requests: ['missing'],
    })
    expect(lineOf(verdicts, 'home JS')).toMatch(
      /^MISSING +site: home JS \(budget ≤ 100 KB\)\n.*never measured: run apps\/site\/bench\.ts/,
    )
  })

  it('fails a figure the last run did not record (its entry deleted from the data)', () => {
    recordAndCommit()
    const file = path.join(repo.root, FIGURES_PATH)
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      site: { figures: Record<string, unknown> }
    }
    delete data.site.figures.requests
    writeFileSync(file, JSON.stringify(data))
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: ['missing'] })
  })

  it('fails a figure over its maximum or under its minimum, and passes one on its budget', () => {
    recordAndCommit({ ...within, 'home JS': 100.1, score: [94, 99, 90, 96, 93] })
    const verdicts = check()
    expect(problemsOf(verdicts)).toEqual({ 'home JS': ['over'], score: ['over'], requests: [] })
    expect(verdicts.map(verdictLine).join('\n')).toContain(
      'OVER     site: score = 94 (median of 5 runs, 90–99) (budget ≥ 95)',
    )

    recordAndCommit({ ...within, 'home JS': 100, score: [95, 95, 95, 95, 95] })
    const onBudget = check()
    expect(problemsOf(onBudget)).toEqual({ 'home JS': [], score: [], requests: [] })
    expect(lineOf(onBudget, 'score')).toBe(
      'ok       site: score = 95 (5 runs, all 95) (budget ≥ 95)',
    )
  })

  it('fails every figure measured before the last commit that changed its code, naming it', () => {
    const measuredAt = recordAndCommit()
    // Commits elsewhere (docs, other apps) leave the figures standing.
    repo.commit('Docs: a note', { 'docs/notes.md': 'A note.\n', 'apps/other/x.ts': '1\n' })
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: [] })
    // So do the measured code's own tests, which no benchmark runs.
    repo.commit('Site: a test', {
      'apps/site/index.test.ts': 'test\n',
      'apps/site/e2e/home.spec.ts': 'spec\n',
      'apps/site/src/test/fixtures.ts': 'fixture\n',
    })
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: [] })

    const change = repo.commit('Site: a heavier home page', {
      'apps/site/index.ts': 'export const home = 2\n',
    })
    const verdicts = check()
    expect(problemsOf(verdicts)).toEqual({
      'home JS': ['stale'],
      score: ['stale'],
      requests: ['stale'],
    })
    expect(lineOf(verdicts, 'home JS')).toContain(`measured at ${measuredAt.slice(0, 7)}`)
    expect(lineOf(verdicts, 'home JS')).toContain(
      `before ${change.slice(0, 7)} (${new Date().toISOString().slice(0, 10)}, "Site: a heavier home page") changed apps/site/index.ts`,
    )

    recordAndCommit()
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: [] })
  })

  it('fails figures measured at a commit the history checked out does not have, naming it', () => {
    const base = repo.head()
    // Measured on an experiment that never lands: reset away, its figures committed without it.
    const experiment = repo.commit('Site: an experiment', {
      'apps/site/index.ts': 'export const home = 9\n',
    })
    record()
    repo.resetTo(base)
    repo.commit('Benchmarks: the site', { 'apps/site/index.ts': 'export const home = 1\n' })
    const verdicts = check()
    expect(problemsOf(verdicts)).toEqual({
      'home JS': ['stale'],
      score: ['stale'],
      requests: ['stale'],
    })
    expect(lineOf(verdicts, 'score')).toContain(
      `measured at ${experiment.slice(0, 7)} (${new Date().toISOString().slice(0, 10)}), a commit that is not in the history checked out`,
    )
  })

  it('names the last of several commits that changed the code after the measure', () => {
    recordAndCommit()
    repo.commit('Site: a menu', { 'apps/site/menu.ts': 'export const menu = 1\n' })
    const last = repo.commit('Site: a footer', { 'apps/site/footer.ts': 'export const f = 1\n' })
    expect(lineOf(check(), 'home JS')).toContain(
      `before ${last.slice(0, 7)} (${new Date().toISOString().slice(0, 10)}, "Site: a footer") changed apps/site/footer.ts (and 1 commit(s) before it)`,
    )
  })

  it("fails figures measured at another phone than the budgets', or at none", () => {
    recordAndCommit()
    const file = path.join(repo.root, FIGURES_PATH)
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      site: { phoneBenchmarkIndex?: number }
    }
    expect(data.site.phoneBenchmarkIndex).toBe(budgets.phoneBenchmarkIndex)
    data.site.phoneBenchmarkIndex = budgets.phoneBenchmarkIndex * 3
    writeFileSync(file, JSON.stringify(data))
    expect(lineOf(check(), 'score')).toContain(
      `at a phone of CPU benchmark index ${String(budgets.phoneBenchmarkIndex * 3)}; the budgets' phone has ${String(budgets.phoneBenchmarkIndex)}`,
    )
    delete data.site.phoneBenchmarkIndex
    writeFileSync(file, JSON.stringify(data))
    const verdicts = check()
    expect(problemsOf(verdicts)).toEqual({
      'home JS': ['stale'],
      score: ['stale'],
      requests: ['stale'],
    })
    expect(lineOf(verdicts, 'score')).toContain('on the machine as it is, no phone emulated')
  })

  it('fails figures measured on uncommitted changes to their code, not to its tests', () => {
    repo.write('apps/site/index.test.ts', 'a test being written\n')
    recordAndCommit()
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: [], requests: [] })

    repo.write('apps/site/index.ts', 'export const home = 3\n')
    recordAndCommit()
    const verdicts = check()
    expect(problemsOf(verdicts).score).toEqual(['stale'])
    expect(lineOf(verdicts, 'score')).toContain(
      'measured with uncommitted changes to apps/site/index.ts',
    )
  })

  it('fails a timing recorded with fewer runs than its median needs', () => {
    recordAndCommit()
    const file = path.join(repo.root, FIGURES_PATH)
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      site: { figures: Record<string, unknown> }
    }
    data.site.figures.score = { value: 99, runs: [99] }
    writeFileSync(file, JSON.stringify(data))
    expect(problemsOf(check())).toEqual({ 'home JS': [], score: ['runs'], requests: [] })
  })

  it('gives the same verdict whatever docs/benchmarks.md says (raised budgets, sections gone)', () => {
    recordAndCommit({ ...within, 'home JS': 130 })
    repo.commit('Site: changed after the measure', { 'apps/site/index.ts': 'export const x = 0\n' })
    const before = check()
    expect(problemsOf(before)).toEqual({
      'home JS': ['over', 'stale'],
      score: ['stale'],
      requests: ['stale'],
    })

    const docs = path.join(repo.root, DOCS_PATH)
    const generated = readFileSync(docs, 'utf8')
    expect(generated).toMatch(/\| home JS +\| 130 KB +\| ≤ 100 KB \(OVER\) \|/)
    // Budgets raised, the measure's date and commit made today's, then the whole section gone.
    writeFileSync(
      docs,
      generated
        .replaceAll('≤ 100 KB (OVER)', '≤ 99999 KB (within)')
        .replace(/measured \d{4}-\d\d-\d\d at commit `\w+`/, 'measured today at HEAD'),
    )
    repo.commit('Docs: raised budget', {})
    expect(check()).toEqual(before)
    repo.commit('Docs: no figures', { [DOCS_PATH]: '# Benchmarks\n\nAll fine.\n' })
    expect(check()).toEqual(before)
  })
})
