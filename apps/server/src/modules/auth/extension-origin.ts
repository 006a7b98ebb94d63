/** A Chrome or Edge extension id: 32 letters a to p (its key's hash). */
const chromeId = /^[a-p]{32}$/
/** The random "Internal UUID" Firefox gives each installed or temporary add-on. */
const firefoxUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The origin one `EXTENSION_IDS` entry allows, or undefined when it names none. Chrome and Edge
 * build the origin from the extension's id; Firefox does not (its origin holds a UUID of its
 * own per profile, shown in about:debugging), so an entry may also be that UUID or a full
 * `chrome-extension://` or `moz-extension://` origin.
 */
export function extensionOrigin(entry: string): string | undefined {
  const value = entry.trim().toLowerCase().replace(/\/+$/, '')
  if (chromeId.test(value)) return `chrome-extension://${value}`
  if (firefoxUuid.test(value)) return `moz-extension://${value}`
  const [, scheme, host] = /^([a-z-]+):\/\/([^/]+)$/.exec(value) ?? []
  if (scheme === 'chrome-extension' && chromeId.test(host ?? '')) return value
  if (scheme === 'moz-extension' && firefoxUuid.test(host ?? '')) return value
  return undefined
}
