import { preactAliases } from '@amply/preact-config/aliases'
import { testOptions } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Screens run on Preact in the browser, so they are tested on it too.
  resolve: { alias: preactAliases },
  test: {
    ...testOptions('ui'),
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Libraries that import React go through Vite too, so the aliases reach them.
    server: { deps: { inline: true } },
  },
})
