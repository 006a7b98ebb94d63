import '@amply/ui/globals.css'
import { mountApp } from '@amply/ui/app/mount-app'
import { SidePanelHome } from '@amply/ui/side-panel/side-panel-home'

// Where "Open Amply" leads; set WXT_WEBSITE_URL at build time for a deployed website.
const websiteUrl = import.meta.env.WXT_WEBSITE_URL ?? 'http://localhost:3000'

// Extension pages allow no inline script, so dark mode is applied here, before the first render.
if (window.matchMedia('(prefers-color-scheme: dark)').matches) {
  document.documentElement.classList.add('dark')
}

mountApp(<SidePanelHome websiteUrl={websiteUrl} />)
