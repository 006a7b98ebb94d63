import { readFileSync } from 'node:fs'
import tailwindcss from '@tailwindcss/vite'
import type { PluginOption } from 'vite'
import { defineConfig } from 'wxt'

/**
 * WXT adds its auto-import plugin even with `imports: false`, and that plugin mistakes any free
 * `storage` in the shared packages for its own `storage` utility. Our imports are explicit.
 */
const withoutAutoImports = (plugins: PluginOption[] | undefined): PluginOption[] =>
  (plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'unimport'),
    )

/** The server the build talks to by default (the options page can choose another). */
const serverUrl = new URL(process.env.WXT_SERVER_URL ?? 'http://localhost:3000')
/**
 * Host permission for that server only (its API calls). A local server matches on any port, so
 * a developer's `pnpm start` and the end-to-end tests' server on a free port both work.
 */
const local = ['localhost', '127.0.0.1'].includes(serverUrl.hostname)
const serverPatterns = local
  ? ['http://localhost/*', 'http://127.0.0.1/*']
  : [`${serverUrl.origin}/*`]

/**
 * The public half of the unpacked build's signing key: it fixes the extension's id
 * (hfbkeidnhpkbfgpbngnmpcbiajdjdkgc) so a server can allow-list it (EXTENSION_IDS). A store
 * assigns its own id to the published extension.
 */
const publicKey = readFileSync(new URL('./extension-key.pub', import.meta.url), 'utf8').trim()

// One codebase for Chrome, Edge (side panel) and Firefox (sidebar); WXT writes each manifest.
export default defineConfig({
  // Explicit imports everywhere, like the rest of the workspace.
  imports: false,
  // One promise-based `browser` for the three browsers.
  modules: ['@wxt-dev/webextension-polyfill'],
  // `wxt` (dev) must not try to launch a browser of its own.
  webExt: { disabled: true },
  // `pnpm zip`: one archive per browser, the names the server's downloads look for. The sources
  // archive addons.mozilla.org asks for is the repository itself.
  zip: { artifactTemplate: 'amply-{{version}}-{{browser}}.zip', zipSources: false },
  manifest: ({ browser, manifestVersion }) => {
    const chromium = browser !== 'firefox'
    const anyHost = ['https://*/*', 'http://*/*']
    return {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      ...(chromium ? { key: publicKey } : {}),
      action: { default_title: '__MSG_actionTitle__' },
      // No broad host access: the page is read only on the user's action (activeTab).
      permissions: [
        'storage',
        'contextMenus',
        'activeTab',
        'scripting',
        ...(chromium ? ['sidePanel'] : []),
        ...(manifestVersion === 2 ? serverPatterns : []),
      ],
      ...(manifestVersion === 3
        ? { host_permissions: serverPatterns, optional_host_permissions: anyHost }
        : { optional_permissions: anyHost }),
      commands: chromium
        ? {
            _execute_action: {
              suggested_key: { default: 'Alt+Shift+A' },
              description: '__MSG_commandOpen__',
            },
          }
        : {
            _execute_sidebar_action: {
              suggested_key: { default: 'Alt+Shift+A' },
              description: '__MSG_commandOpen__',
            },
          },
      // The website's login returns the panel's session here (guarded by a one-time state).
      web_accessible_resources:
        manifestVersion === 3
          ? [{ resources: ['auth-return.html'], matches: ['<all_urls>'] }]
          : ['auth-return.html'],
      ...(chromium
        ? {}
        : {
            browser_specific_settings: {
              gecko: { id: 'extension@amply.app', strict_min_version: '115.0' },
            },
          }),
    }
  },
  // The screens are the website's (packages/ui), rendered by React as there.
  vite: () => ({
    plugins: [tailwindcss()],
    // The code highlighting worker loads each language's grammar when first needed: chunks.
    worker: { format: 'es' },
  }),
  hooks: {
    'vite:build:extendConfig': (_entrypoints, config) => {
      config.plugins = withoutAutoImports(config.plugins)
    },
    'vite:devServer:extendConfig': (config) => {
      config.plugins = withoutAutoImports(config.plugins)
    },
  },
})
