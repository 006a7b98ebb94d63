import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { extensionOrigin } from './extension-origin'

const chromeId = 'hfbkeidnhpkbfgpbngnmpcbiajdjdkgc'
const firefoxUuid = '6c2f1a0e-8b3d-4e7a-9f51-2d0c4b7e9a13'

describe('extensionOrigin', () => {
  it('turns a Chrome id into its chrome-extension:// origin', () => {
    expect(extensionOrigin(chromeId)).toBe(`chrome-extension://${chromeId}`)
  })

  it("turns a Firefox add-on's Internal UUID into its moz-extension:// origin", () => {
    expect(extensionOrigin(firefoxUuid)).toBe(`moz-extension://${firefoxUuid}`)
    expect(extensionOrigin(firefoxUuid.toUpperCase())).toBe(`moz-extension://${firefoxUuid}`)
  })

  it('keeps a full origin, as the browser writes it (lower case, no slash)', () => {
    expect(extensionOrigin(`moz-extension://${firefoxUuid.toUpperCase()}/`)).toBe(
      `moz-extension://${firefoxUuid}`,
    )
    expect(extensionOrigin(` chrome-extension://${chromeId} `)).toBe(
      `chrome-extension://${chromeId}`,
    )
  })

  it('names nothing for what no browser uses as an extension origin', () => {
    for (const entry of [
      'extension@amply.app', // the Firefox add-on id: not in its origin
      'abc',
      `moz-extension://${chromeId}`,
      `chrome-extension://${firefoxUuid}`,
      `moz-extension://${firefoxUuid}/sidebar.html`,
      `https://${chromeId}`,
      '*',
    ]) {
      expect(extensionOrigin(entry), entry).toBeUndefined()
    }
  })
})

describe('EXTENSION_IDS', () => {
  it('holds the origins its entries allow', () => {
    const env = loadEnv({ EXTENSION_IDS: `${chromeId}, ${firefoxUuid}` })
    expect(env.EXTENSION_IDS).toEqual([
      `chrome-extension://${chromeId}`,
      `moz-extension://${firefoxUuid}`,
    ])
  })

  it('refuses to start on an entry that allows nothing, naming it', () => {
    expect(() => loadEnv({ EXTENSION_IDS: `${chromeId},extension@amply.app` })).toThrow(
      /EXTENSION_IDS[\s\S]*extension@amply\.app/,
    )
  })
})
