import '@amply/ui/globals.css'
import { AppProviders } from '@amply/ui/app/app-providers'
import { createI18n } from '@amply/ui/i18n'
import { siteRoutes } from '@amply/ui/routes/site-routes'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

const router = createBrowserRouter(siteRoutes)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
