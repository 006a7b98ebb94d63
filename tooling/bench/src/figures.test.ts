import { describe, expect, it } from 'vitest'
import { budgetText, overBudget, readFigures } from './figures'
import { upsertSection } from './record'

describe('figures', () => {
  it('are read back from the sections that recorded them', () => {
    let doc = upsertSection('# Benchmarks\n', {
      id: 'size',
      body: 'prose',
      figures: [{ name: 'home JS', value: 81.4, unit: 'KB', max: 120 }],
    })
    doc = upsertSection(doc, { id: 'plain', body: 'no figures here' })
    doc = upsertSection(doc, {
      id: 'score',
      body: 'more prose',
      figures: [
        { name: 'performance', value: 92, unit: '', min: 95 },
        { name: 'requests/s', value: 1200, unit: 'req/s' },
      ],
    })
    expect(readFigures(doc)).toEqual([
      { section: 'size', name: 'home JS', value: 81.4, unit: 'KB', max: 120 },
      { section: 'score', name: 'performance', value: 92, unit: '', min: 95 },
      { section: 'score', name: 'requests/s', value: 1200, unit: 'req/s' },
    ])
  })

  it('are over budget above a max or below a min, never without a budget', () => {
    expect(overBudget({ name: 'a', value: 5.01, unit: 'ms', max: 5 })).toBe(true)
    expect(overBudget({ name: 'a', value: 5, unit: 'ms', max: 5 })).toBe(false)
    expect(overBudget({ name: 'b', value: 94, unit: '', min: 95 })).toBe(true)
    expect(overBudget({ name: 'b', value: 95, unit: '', min: 95 })).toBe(false)
    expect(overBudget({ name: 'c', value: 0.7, unit: '', min: 0.8, max: 1.25 })).toBe(true)
    expect(overBudget({ name: 'd', value: 1e9, unit: 'req/s' })).toBe(false)
  })

  it('say their budget as people read it', () => {
    expect(budgetText({ name: 'a', value: 1, unit: 'ms', max: 5 })).toBe('≤ 5 ms')
    expect(budgetText({ name: 'b', value: 1, unit: '', min: 95 })).toBe('≥ 95')
    expect(budgetText({ name: 'c', value: 1, unit: '', min: 0.8, max: 1.25 })).toBe('0.8–1.25')
    expect(budgetText({ name: 'd', value: 1, unit: 'MB' })).toBe('')
  })
})
