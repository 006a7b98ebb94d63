import type { AiModel, ModelType } from '@amply/api/entities/model'
import { modelTypeForPage } from './model-rules'
import type { RouteRead } from '../lib/route-read'
import { createStore } from '../lib/store'
import type { NotificationStore } from '../notifications/notification-store'

/** The model list's messages (docs/product.md#models), verbatim. */
export const modelListMessages = {
  expired: 'Your subscription has expired. Please subscribe to continue enjoying our services.',
  failed: 'Error while fetching model list.',
} as const

/** Where an empty model list (an expired subscription) sends the user. */
export const SUBSCRIPTION_UPDATE_PATH = '/client/subscription-update'

export type ModelListStatus = 'idle' | 'loading' | 'ready' | 'expired' | 'failed'

export interface ModelState {
  page: string | null
  type: ModelType | ''
  status: ModelListStatus
  models: readonly AiModel[]
  selected: AiModel | null
}

export interface ModelStoreOptions {
  /** How the list is read (the app's query cache; see RouteRead). */
  read: RouteRead
  notifications: NotificationStore
  navigate: (url: string) => void
}

export type ModelStore = ReturnType<typeof createModelStore>

/**
 * The model picker's list and selection. Entering a page loads the models of its type and
 * selects the first; an empty list means the subscription has expired (message and redirect
 * to the subscription update page); a failure says the list could not be fetched.
 */
export function createModelStore(options: ModelStoreOptions) {
  const store = createStore<ModelState>({
    page: null,
    type: '',
    status: 'idle',
    models: [],
    selected: null,
  })
  let request = 0

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    /** Loads the models for `page` and selects the first; a later call wins over an earlier one. */
    async enterPage(page: string): Promise<void> {
      const current = ++request
      const type = modelTypeForPage(page)
      store.set({ page, type, status: 'loading', models: [], selected: null })
      try {
        const models = await options.read('listModels', { body: { ai_model_type: type } })
        if (current !== request) return
        if (models.length === 0) {
          store.set((state) => ({ ...state, status: 'expired' }))
          options.notifications.error(modelListMessages.expired)
          options.navigate(SUBSCRIPTION_UPDATE_PATH)
          return
        }
        store.set((state) => ({ ...state, status: 'ready', models, selected: models[0] ?? null }))
      } catch {
        if (current !== request) return
        store.set((state) => ({ ...state, status: 'failed' }))
        options.notifications.error(modelListMessages.failed)
      }
    },

    /** The user picks another model of the list. */
    select(modelId: string) {
      store.set((state) => {
        const selected = state.models.find((model) => model.model_id === modelId)
        return selected ? { ...state, selected } : state
      })
    },
  }
}
