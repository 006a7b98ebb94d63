import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWebPlatform } from './web-platform'

afterEach(() => {
  localStorage.clear()
  document.cookie = 'amply_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('the website platform', () => {
  it('keeps values in localStorage', async () => {
    const platform = createWebPlatform()
    await platform.storage.set('access_token', 'abc')
    expect(localStorage.getItem('access_token')).toBe('abc')
    expect(await platform.storage.get('access_token')).toBe('abc')
    await platform.storage.remove('access_token')
    expect(await platform.storage.get('access_token')).toBeNull()
  })

  it("reports another tab's changes from storage events, until unsubscribed", () => {
    const platform = createWebPlatform()
    const listener = vi.fn()
    const unsubscribe = platform.storage.subscribe(listener)
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'access_token',
        newValue: null,
        storageArea: localStorage,
      }),
    )
    expect(listener).toHaveBeenCalledWith({ key: 'access_token', value: null })
    unsubscribe()
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'access_token',
        newValue: 'x',
        storageArea: localStorage,
      }),
    )
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('reports a cleared storage in another tab as the access token gone', () => {
    const platform = createWebPlatform()
    const listener = vi.fn()
    platform.storage.subscribe(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    expect(listener).toHaveBeenCalledWith({ key: 'access_token', value: null })
  })

  it('sees the session through the readable indicator cookie', async () => {
    const platform = createWebPlatform()
    expect(await platform.hasRefreshCookie()).toBe(false)
    document.cookie = 'amply_session=; path=/'
    expect(await platform.hasRefreshCookie()).toBe(false)
    document.cookie = 'amply_session=1; path=/'
    expect(await platform.hasRefreshCookie()).toBe(true)
  })

  it('calls focus listeners until unsubscribed', () => {
    const platform = createWebPlatform()
    const listener = vi.fn()
    const unsubscribe = platform.onFocus(listener)
    window.dispatchEvent(new Event('focus'))
    unsubscribe()
    window.dispatchEvent(new Event('focus'))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('navigates in the app with the router and elsewhere with a page load', () => {
    const navigate = vi.fn()
    const platform = createWebPlatform(window, { navigate })
    platform.navigate('/auth/jwt/login?returnTo=%2Fdashboard')
    expect(navigate).toHaveBeenCalledWith('/auth/jwt/login?returnTo=%2Fdashboard')
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    platform.navigate('https://pay.example/checkout')
    platform.navigate('//evil.example/')
    expect(assign.mock.calls).toEqual([['https://pay.example/checkout'], ['//evil.example/']])
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
