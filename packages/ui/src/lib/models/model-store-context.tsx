import type { ModelState, ModelStore } from '@amply/core/models/model-store'
import { createContext, useContext, useSyncExternalStore } from 'react'

/**
 * The model picker's store (core's), made once by the dashboard layout for the signed-in
 * session: the top bar's picker selects, the chat and the tools send with `selected`.
 */
export const ModelStoreContext = createContext<ModelStore | null>(null)

export function useModelStore(): { state: ModelState; store: ModelStore } {
  const store = useContext(ModelStoreContext)
  if (!store) throw new Error('useModelStore() is used outside the dashboard layout')
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return { state, store }
}
