import { brand } from '@amply/api/brand'
import { browserOfExtension, unknownBrowser, unknownDevice } from '@amply/api/entities/session'
import type { ActiveSession } from '@amply/api/entities/session'
import type { TFunction } from 'i18next'

/**
 * A session's name in the user's language ("Chrome on Linux"): the server sends the browser
 * and device in its own words; the proper names (Chrome, Windows) stay, the rest is translated.
 */
export function sessionName(
  session: Pick<ActiveSession, 'browser' | 'device'>,
  t: TFunction<'account'>,
): string {
  const extensionOf = browserOfExtension(session.browser)
  const browserName = (name: string) =>
    name === unknownBrowser ? t('sessions.unknownBrowser') : name
  const browser =
    extensionOf === null
      ? browserName(session.browser)
      : t('sessions.extension', { brand: brand.name, browser: browserName(extensionOf) })
  const device = session.device === unknownDevice ? t('sessions.unknownDevice') : session.device
  return t('sessions.name', { browser, device })
}
