import { StrictMode } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n } from '../i18n/i18n'
import { AppProviders } from './app-providers'

/** Renders an Amply surface (website, side panel) into `#root` inside the shared providers. */
export function mountApp(content: ReactNode) {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to mount Amply in')
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={createI18n()}>{content}</AppProviders>
    </StrictMode>,
  )
}
