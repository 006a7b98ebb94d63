import '@amply/ui/globals.css'
import { AppProviders } from '@amply/ui/app/app-providers'
import { createI18n } from '@amply/ui/i18n'
import { SidePanelHome } from '@amply/ui/side-panel/side-panel-home'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Where "Open Amply" leads; set WXT_WEBSITE_URL at build time for a deployed website.
const websiteUrl = import.meta.env.WXT_WEBSITE_URL ?? 'http://localhost:3000'

if (window.matchMedia('(prefers-color-scheme: dark)').matches) {
  document.documentElement.classList.add('dark')
}

const root = document.getElementById('root')
if (!root) throw new Error('sidepanel/index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={createI18n()}>
      <SidePanelHome websiteUrl={websiteUrl} />
    </AppProviders>
  </StrictMode>,
)
