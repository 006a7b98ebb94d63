import { describe, expect, it } from 'vitest'
import { shortcutFor } from './shortcuts'

const press = (key: string, init: KeyboardEventInit = {}, target?: HTMLElement) => {
  const event = new KeyboardEvent('keydown', { key, ...init })
  if (target) Object.defineProperty(event, 'target', { value: target })
  return shortcutFor(event)
}

describe('chat shortcuts', () => {
  it('names the page-wide shortcuts', () => {
    expect(press('O', { ctrlKey: true, shiftKey: true })).toBe('newChat')
    expect(press('o', { metaKey: true, shiftKey: true })).toBe('newChat')
    expect(press('S', { ctrlKey: true, shiftKey: true })).toBe('history')
    expect(press('Escape', { shiftKey: true })).toBe('focusInput')
    expect(press('Escape')).toBe('stop')
    expect(press('?')).toBe('help')
    expect(press('a')).toBeNull()
  })

  it('leaves "?" to a field being typed in', () => {
    expect(press('?', {}, document.createElement('textarea'))).toBeNull()
    expect(press('?', {}, document.createElement('div'))).toBe('help')
  })
})
