import { describe, expect, it, vi } from 'vitest'
import { budgets } from './budgets'
import { phoneCpu, runAtPhone, STEADY_SPREAD } from './phone'

/** A machine whose index reads `readings` in turn. */
const machine = (...readings: number[]) => {
  let next = 0
  return vi.fn(() => Promise.resolve(readings[next++] ?? Number.NaN))
}

describe('the phone', () => {
  it('is as many times slower than the machine as its index is lower', () => {
    expect(phoneCpu(budgets.phoneBenchmarkIndex * 4)).toEqual({
      benchmarkIndex: budgets.phoneBenchmarkIndex * 4,
      slowdown: 4,
    })
    expect(phoneCpu(1234.4).slowdown).toBe(
      Number((1234.4 / budgets.phoneBenchmarkIndex).toFixed(2)),
    )
    expect(phoneCpu(budgets.phoneBenchmarkIndex / 2).slowdown).toBe(0.5)
  })

  it('runs at the phone measured just before, when the machine holds its speed', async () => {
    const index = machine(1600, 1500)
    const run = vi.fn((phone: { slowdown: number }) => Promise.resolve(phone.slowdown * 10))
    const result = await runAtPhone('a run', index, run)
    expect(result).toEqual({
      value: 40,
      phone: { benchmarkIndex: 1600, slowdown: 4 },
      indexes: [1600, 1500],
    })
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs again while the index after it, or one measured during it, is too far off', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    // After: too slow; during: too fast; then steady.
    const index = machine(1600, 1600 / STEADY_SPREAD - 1, 1200, 1100, 800, 900)
    const during = [1150, 1200 * STEADY_SPREAD + 1, 850]
    const run = vi.fn(() => Promise.resolve(during.shift() ?? 0))
    const result = await runAtPhone('a run', index, run, (value) => value)
    expect(run).toHaveBeenCalledTimes(3)
    expect(result.phone).toEqual(phoneCpu(800))
    expect(result.indexes).toEqual([800, 850, 900])
  })

  it('gives up on a machine that keeps changing speed, saying so', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const index = machine(...Array.from({ length: 12 }, (_, i) => (i % 2 ? 300 : 1200)))
    const run = vi.fn(() => Promise.resolve(0))
    await expect(runAtPhone('/pricing', index, run)).rejects.toThrow(
      "/pricing: the machine's speed changed during the run (CPU benchmark index 1200 → 300), 6 times: measure when it is steadier",
    )
    expect(run).toHaveBeenCalledTimes(6)
  })
})
