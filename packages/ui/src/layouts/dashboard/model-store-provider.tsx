import { createModelStore } from '@amply/core/models/model-store'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAppServices } from '../../lib/app-services'
import { ModelStoreContext } from '../../lib/models/model-store-context'
import { serverStateOf } from '../../lib/server-state/server-state'
import { dashboardPageOf, hasModelPicker } from './dashboard-page'

/**
 * Core's model store for the signed-in session, given to the top bar's picker and the pages.
 * Entering a page with a picker loads its models and selects the first (docs/product.md#models);
 * moving within one page (a chat to another) keeps the choice. An empty list (an expired
 * subscription) makes the store show its message and go to the subscription page. The list is
 * read through the app's query cache (`listModels`, one key per model type).
 */
export function ModelStoreProvider({ children }: { children: ReactNode }) {
  const { notifications, session } = useAppServices()
  // The data router's navigate is stable for the router's life.
  const navigate = useNavigate()
  const [store] = useState(() =>
    createModelStore({
      read: serverStateOf(session).read,
      notifications,
      navigate: (url) => {
        void navigate(url)
      },
    }),
  )
  const page = dashboardPageOf(useLocation().pathname)
  useEffect(() => {
    if (hasModelPicker(page)) void store.enterPage(page)
  }, [store, page])
  return <ModelStoreContext.Provider value={store}>{children}</ModelStoreContext.Provider>
}
