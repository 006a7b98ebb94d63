import '@amply/ui/globals.css'
import { mountApp } from '@amply/ui/app/mount-app'
import { siteRoutes } from '@amply/ui/routes/site-routes'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

mountApp(<RouterProvider router={createBrowserRouter(siteRoutes)} />)
