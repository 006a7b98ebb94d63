import { preactAliases } from '@amply/preact-config/aliases'
import { displaySettingsHeadScript } from '@amply/ui/settings/head-script'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'

// In development the API runs beside Vite (pnpm dev); Vite forwards both bases to it.
const serverUrl = process.env.AMPLY_SERVER_URL ?? 'http://127.0.0.1:3000'

/** Applies the stored theme, language and direction before the first paint (no flash). */
const displaySettingsBeforePaint: Plugin = {
  name: 'amply:display-settings-before-paint',
  transformIndexHtml: () => [
    { tag: 'script', children: displaySettingsHeadScript(), injectTo: 'head' },
  ],
}

export default defineConfig({
  plugins: [tailwindcss(), displaySettingsBeforePaint],
  resolve: { alias: preactAliases },
  // The prerender build bundles everything, so Node renders with Preact as the browser does.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': serverUrl, '/ai': serverUrl },
  },
  build: { target: 'es2022', sourcemap: true },
})
