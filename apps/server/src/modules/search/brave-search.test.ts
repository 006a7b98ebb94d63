import type { StreamChunk } from '@amply/api/entities/chat'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  joined,
  readEvents,
  signedInUser,
  searchesOf,
  sourcesOf,
} from '../../../test-support/chat-flow'
import { startFakeBraveSearch } from '../../../test-support/fakes/fake-brave-search'
import { startLocalWeb } from '../../../test-support/fakes/local-web'

// Brave Search's API, stood in for at its HTTP boundary (a paid service), with local pages.
const { db } = await createTestDatabase()
const brave = await startFakeBraveSearch('brave-test-key')
const web = await startLocalWeb()
afterAll(async () => {
  await Promise.all([brave.close(), web.close()])
})
const env = {
  DEMO_STREAM_DELAY_MS: '0',
  BRAVE_SEARCH_API_KEY: 'brave-test-key',
  BRAVE_SEARCH_BASE_URL: brave.baseUrl,
  WEB_FETCH_ALLOWED_ADDRESSES: '127.0.0.2',
}
const app = createTestApp(db, env)
const token = await signedInUser(app, db, 'brave@example.com')

const lastSearch = (events: StreamChunk[]) => searchesOf(events).at(-1)
const searched = async (question: string, on = app) =>
  readEvents(await ask(on, token, chatBody(question, { web_search: true })))

describe('Brave Search', () => {
  it('is asked with the key, and its results are read and cited by their profile name', async () => {
    brave.setResults([
      {
        url: `${web.origin}/eiffel`,
        title: 'The <strong>Eiffel</strong> Tower',
        description: 'Built for 1889',
        site: 'Local Wiki',
      },
    ])
    const events = await searched('When was the Eiffel Tower built?')
    expect(brave.requests.at(-1)).toEqual({
      query: 'When was the Eiffel Tower built?',
      count: '10',
      token: 'brave-test-key',
    })
    const sources = sourcesOf(events)
    expect(sources.map((s) => [s.n, s.title, s.site, s.url])).toEqual([
      [1, 'The Eiffel Tower', 'Local Wiki', `${web.origin}/eiffel`],
    ])
    expect(joined(events, 'content')).toContain('[1]')
  })

  it.each([
    ['refuses: too many searches (429)', 'news {status:429}', 'rate_limited', app],
    ['finds nothing (no web results)', 'news {nothing}', 'no_results', app],
    [
      'refuses a wrong key (401)',
      'news',
      'unavailable',
      createTestApp(db, { ...env, BRAVE_SEARCH_API_KEY: 'wrong' }),
    ],
  ])('says so when it %s, and the answer goes on', async (_, question, problem, on) => {
    const events = await searched(question, on)
    expect(lastSearch(events)).toMatchObject({ status: 'done', problem })
    expect(joined(events, 'content')).not.toBe('')
  })
})
