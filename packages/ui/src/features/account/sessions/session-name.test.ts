import { extensionBrowser, unknownBrowser, unknownDevice } from '@amply/api/entities/session'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../i18n/i18n'
import { sessionName } from './session-name'

const i18n = createI18n('en')
await i18n.loadLanguages(['ar'])
await i18n.loadNamespaces(['account'])
const english = i18n.getFixedT('en', 'account')
const arabic = i18n.getFixedT('ar', 'account')

describe("a session's name", () => {
  it('names the browser and device, in the words of the language', () => {
    const session = { browser: 'Chrome', device: 'Linux' }
    expect(sessionName(session, english)).toBe('Chrome on Linux')
    expect(sessionName(session, arabic)).toBe('Chrome على Linux')
  })

  it("names the extension's own session in the language, not in the server's English", () => {
    const session = { browser: extensionBrowser('Firefox'), device: 'Windows' }
    expect(sessionName(session, english)).toBe('Amply extension for Firefox on Windows')
    expect(sessionName(session, arabic)).toBe('إضافة Amply (Firefox) على Windows')
  })

  it('translates what the server could not tell', () => {
    const unknown = { browser: unknownBrowser, device: unknownDevice }
    expect(sessionName(unknown, english)).toBe('Unknown browser on unknown device')
    expect(sessionName(unknown, arabic)).toBe('متصفح غير معروف على جهاز غير معروف')
    expect(sessionName({ browser: extensionBrowser(unknownBrowser), device: 'Mac' }, arabic)).toBe(
      'إضافة Amply (متصفح غير معروف) على Mac',
    )
  })
})
