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

/**
 * The stylesheet is the page's one render-blocking request: Vite writes it after the module
 * script and its twenty-odd modulepreloads, so a browser (six connections to a host over
 * HTTP/1.1) asked for it last. Moved ahead of them, it is asked for first.
 */
const stylesheetFirst: Plugin = {
  name: 'amply:stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? []
      const rest = stylesheets.reduce((page, tag) => page.replace(tag, ''), html)
      const firstScript = rest.search(/[ \t]*<(script type="module"|link rel="modulepreload")/)
      if (!stylesheets.length || firstScript < 0) return html
      return rest.slice(0, firstScript) + stylesheets.join('') + rest.slice(firstScript)
    },
  },
}

export default defineConfig({
  plugins: [tailwindcss(), displaySettingsBeforePaint, stylesheetFirst],
  // The prerender build bundles everything, so Node renders with the very modules the browser runs.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': serverUrl, '/ai': serverUrl },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // A dynamic import fetches its chunk, whose own imports the browser then finds and fetches.
    // Vite's default adds a <link rel=modulepreload> to the page per chunk of the import's
    // whole tree first, at run time: on a public page some fifty, each a DOM insertion, in the
    // very task that starts the page (a long task on a phone).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  // The code highlighting worker loads each language's grammar when first needed: chunks.
  worker: { format: 'es' },
})
