import { createApiClient } from '@amply/api/client'
import { describe, expect, it } from 'vitest'
import { readFromClient } from '../lib/route-read'
import { createNotificationStore } from '../notifications/notification-store'
import { model } from '../test/fixtures'
import { json, useLocalServer } from '../test/local-server'
import type { Received } from '../test/local-server'
import { modelTypeForPage } from './model-rules'
import { createModelStore, modelListMessages, SUBSCRIPTION_UPDATE_PATH } from './model-store'

const server = useLocalServer()

const route = 'POST /api/client/models'
const catalogue = [
  model('amply-1', 'text', 'Amply~2025-06'),
  model('reasoner', 'text', 'Reasoner~r1~large'),
  model('painter', 'image', 'Painter'),
]

/** The models of the type a request asks for, as the real server answers them. */
function modelsAskedBy(request: Received) {
  const { ai_model_type } = JSON.parse(request.body) as { ai_model_type: string }
  return catalogue.filter((m) => !ai_model_type || m.type === ai_model_type)
}

/** The server answers the models of the asked type, like the real one. */
function answerCatalogue() {
  server.on(route, (response, request) => {
    json(response, 200, modelsAskedBy(request))
  })
}

function setup() {
  const navigations: string[] = []
  const notifications = createNotificationStore()
  const client = createApiClient({
    backendBase: `${server.origin}/api/`,
    getAccessToken: () => Promise.resolve('token-1'),
  })
  const models = createModelStore({
    read: readFromClient(client),
    notifications,
    navigate: (url) => navigations.push(url),
  })
  return { models, notifications, navigations }
}

const askedType = () =>
  (JSON.parse(server.received.at(-1)?.body ?? '{}') as { ai_model_type: string }).ai_model_type

describe('model selection', () => {
  it.each(['chat', 'art', 'read'])(
    "entering the %s page asks the server for that page's type",
    async (page) => {
      answerCatalogue()
      const { models } = setup()
      await models.enterPage(page)
      expect(askedType()).toBe(modelTypeForPage(page))
      expect(models.getSnapshot().type).toBe(modelTypeForPage(page))
    },
  )

  it('entering a page selects the first model of that type', async () => {
    answerCatalogue()
    const { models } = setup()
    await models.enterPage('chat')
    expect(models.getSnapshot()).toMatchObject({
      page: 'chat',
      type: 'text',
      status: 'ready',
      selected: { model_id: 'amply-1' },
    })
    models.select('reasoner')
    expect(models.getSnapshot().selected?.model_id).toBe('reasoner')

    await models.enterPage('art')
    expect(models.getSnapshot().selected?.model_id).toBe('painter')
    await models.enterPage('chat')
    expect(models.getSnapshot().selected?.model_id).toBe('amply-1')
  })

  it('selecting a model that is not in the list changes nothing', async () => {
    answerCatalogue()
    const { models } = setup()
    await models.enterPage('chat')
    models.select('painter')
    expect(models.getSnapshot().selected?.model_id).toBe('amply-1')
  })

  it('an empty list shows the expiry message and redirects to the subscription update page', async () => {
    server.on(route, (response) => {
      json(response, 200, [])
    })
    const { models, notifications, navigations } = setup()
    await models.enterPage('chat')
    expect(models.getSnapshot()).toMatchObject({ status: 'expired', selected: null })
    expect(notifications.getSnapshot()).toMatchObject([
      {
        kind: 'error',
        message:
          'Your subscription has expired. Please subscribe to continue enjoying our services.',
      },
    ])
    expect(navigations).toEqual([SUBSCRIPTION_UPDATE_PATH])
    expect(SUBSCRIPTION_UPDATE_PATH).toBe('/client/subscription-update')
  })

  it('a failure shows "Error while fetching model list."', async () => {
    server.on(route, (response) => {
      json(response, 500, { detail: 'Database down' })
    })
    const { models, notifications, navigations } = setup()
    await models.enterPage('write')
    expect(models.getSnapshot()).toMatchObject({ status: 'failed', models: [], selected: null })
    expect(notifications.getSnapshot()).toMatchObject([
      { kind: 'error', message: 'Error while fetching model list.' },
    ])
    expect(modelListMessages.failed).toBe('Error while fetching model list.')
    expect(navigations).toEqual([])
  })

  it('a page entered later wins over a slower earlier one', async () => {
    // The chat page's list is answered only once the art page has settled.
    const chatList = new Promise<() => void>((asked) => {
      server.on(route, (response, request) => {
        const answer = () => {
          json(response, 200, modelsAskedBy(request))
        }
        if (modelsAskedBy(request)[0]?.type === 'text') asked(answer)
        else answer()
      })
    })
    const { models } = setup()
    const chat = models.enterPage('chat')
    await models.enterPage('art')
    ;(await chatList)()
    await chat
    expect(models.getSnapshot()).toMatchObject({ page: 'art', selected: { model_id: 'painter' } })
  })
})
