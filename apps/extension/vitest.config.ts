import { testOptions } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'
import { WxtVitest } from 'wxt/testing/vitest-plugin'

// WXT's plugin puts its fake browser (an in-memory `browser`, with storage and messaging)
// behind `wxt/browser`, so the background's code runs here as it does in the extension.
export default defineConfig({
  plugins: [WxtVitest()],
  test: { ...testOptions('extension'), environment: 'happy-dom', include: ['lib/**/*.test.ts'] },
})
