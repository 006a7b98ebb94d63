import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'wxt'

// One codebase for Chrome, Edge (side panel) and Firefox (sidebar); WXT writes each manifest.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports everywhere, like the rest of the workspace.
  imports: false,
  // `wxt` (dev) must not try to launch a browser of its own.
  webExt: { disabled: true },
  manifest: {
    name: 'Amply',
    description: 'Amply in your side panel: chat, write and translate next to any page.',
    action: { default_title: 'Open Amply' },
  },
  vite: () => ({ plugins: [tailwindcss()] }),
})
