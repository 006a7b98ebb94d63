import { storageKeys } from '@amply/api/settings-options'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSettingsStore } from './settings-store'

afterEach(() => {
  localStorage.clear()
})

describe('the settings store', () => {
  it("gives a visitor on the defaults the prerender's own snapshot, so hydration redraws nothing", () => {
    const settings = createSettingsStore(window)
    expect(settings.getSnapshot()).toBe(settings.getServerSnapshot())
  })

  it('tells no one of a read that changed nothing, and tells of a change', () => {
    const settings = createSettingsStore(window)
    const listener = vi.fn()
    settings.subscribe(listener)
    const before = settings.getSnapshot()
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.settings }))
    expect(listener).not.toHaveBeenCalled()
    expect(settings.getSnapshot()).toBe(before)

    settings.update({ themeMode: 'dark' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(settings.getSnapshot()).toMatchObject({ themeMode: 'dark' })
    expect(settings.getSnapshot()).not.toBe(settings.getServerSnapshot())
  })
})
