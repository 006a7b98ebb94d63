import { describe, expect, it } from 'vitest'
import { aspectRatiosFor, cssAspect, keptRatio } from './aspect-ratios'

const model = (aspect_ratio: string[] = []) => ({ ui_config: { icon: 'amply', aspect_ratio } })

describe('aspect ratios of the art page', () => {
  it("offers the model's ratios with their sizes, in its order", () => {
    expect(aspectRatiosFor(model(['16:9', '1:1'])).map((r) => [r.ratio, r.size])).toEqual([
      ['16:9', '1792X1024'],
      ['1:1', '1024X1024'],
    ])
  })

  it('falls back to 1:1 at 1024X1024 when the model lists none it can size', () => {
    expect(aspectRatiosFor(model()).map((r) => r.size)).toEqual(['1024X1024'])
    expect(aspectRatiosFor(model(['7:3'])).map((r) => r.size)).toEqual(['1024X1024'])
    expect(aspectRatiosFor(null).map((r) => r.ratio)).toEqual(['1:1'])
  })

  it('keeps the chosen ratio when the next model offers it, else 1:1, else its first', () => {
    const wide = aspectRatiosFor(model(['16:9']))[0]
    if (!wide) throw new Error('no ratio')
    expect(keptRatio(wide, aspectRatiosFor(model(['1:1', '16:9']))).ratio).toBe('16:9')
    expect(keptRatio(wide, aspectRatiosFor(model(['9:16', '1:1']))).ratio).toBe('1:1')
    expect(keptRatio(wide, aspectRatiosFor(model(['9:16', '3:4']))).ratio).toBe('9:16')
  })

  it('gives placeholders the shape of the asked size', () => {
    expect(cssAspect('1792X1024')).toBe('1792 / 1024')
  })
})
