import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { productionBuild } from '../esbuild.config'

/** A bundled file that only tests need: test support, a test, or a test-only workspace folder. */
const isTestSupport = (input: string) =>
  /(^|\/)(test-support|test|tests)\//.test(input) ||
  /\.test\.|\.test-routes\.|(^|\/)fake-/.test(input) ||
  input.includes('tooling/')

describe('the production entry (src/main.ts, bundled as pnpm build does)', () => {
  it('pulls in no test support, and bundles no npm package (they stay dependencies)', async () => {
    const { metafile } = await build({ ...productionBuild, write: false, metafile: true })
    const inputs = Object.keys(metafile.inputs)
    // The graph was read: the server and the route table of @amply/api are in it.
    expect(inputs).toContain('src/run-server.ts')
    expect(inputs.some((input) => input.endsWith('packages/api/src/http/route-table.ts'))).toBe(
      true,
    )
    expect(inputs.filter(isTestSupport)).toEqual([])
    expect(inputs.filter((input) => input.includes('node_modules/'))).toEqual([])
  })
})
