import type { WebSearch, WebSource } from '@amply/api/entities/web-search'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  signedInUser,
  searchesOf,
  sourcesOf,
} from '../../../test-support/chat-flow'
import { loadEnv } from '../../env'
import { standIns } from '../../stand-ins'

// The embedded default: no search service, the offline demo corpus, the demo model citing it.
const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })
const token = await signedInUser(app, db, 'demo-searcher@example.com')

interface Stored {
  chat_id: string
  content: string
  sources: WebSource[]
  search: WebSearch | null
}

async function conversation(sessionId: string | undefined) {
  const response = await getJson(app, token, `/ai/history/${sessionId ?? ''}`)
  return ((await response.json()) as { messages: Stored[] }).messages
}

describe('the offline demo search', () => {
  it('answers a searched question from the corpus, citing the passages it quotes', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('How tall is the Eiffel Tower?', { web_search: true })),
    )
    const sources = sourcesOf(events)
    expect(sources[0]).toMatchObject({
      n: 1,
      url: 'http://localhost:3000/demo-web/eiffel-tower',
      title: 'The Eiffel Tower',
      site: 'Amply demo web',
      icon: null,
    })
    const answer = joined(events, 'content')
    expect(answer).toContain("Amply's offline demo provider")
    expect(answer).toMatch(
      /\*\*The Eiffel Tower\*\*: "The Eiffel Tower is a wrought-iron lattice tower[^"]*" \[1\]/,
    )

    // The page a citation opens is served, holding the quoted passage.
    const page = await app.request('/demo-web/eiffel-tower')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(sources[0]?.passages[0])
    expect((await app.request('/demo-web/nowhere')).status).toBe(404)

    // Kept with the answer, and in a share of the conversation.
    const ids = events[0] ?? {}
    const stored = (await conversation(ids.session_id)).find((m) => m.chat_id === ids.chat_id)
    expect(stored?.sources).toEqual(sources)
    const created = await app.request(
      '/ai/share',
      jsonRequest(
        'POST',
        { session_id: ids.session_id, share_type: 'chat', chat_id: ids.chat_id },
        bearer(token),
      ),
    )
    expect(created.status).toBe(201)
    const { share_id } = (await created.json()) as { share_id: string }
    const shared = (await (await app.request(`/ai/share/chat/${share_id}`)).json()) as {
      messages: Stored[]
    }
    expect(shared.messages.at(-1)?.sources).toEqual(sources)
    expect(shared.messages.at(-1)?.search?.queries).toEqual(['How tall is the Eiffel Tower?'])
  })

  it('exports its sources with the answer, as JSON and in the Markdown', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('What causes the northern lights?', { web_search: true })),
    )
    const ids = events[0] ?? {}
    const sources = sourcesOf(events)
    expect(sources[0]?.url).toBe('http://localhost:3000/demo-web/northern-lights')
    const exportOf = (format: string) =>
      getJson(app, token, `/ai/history/${ids.session_id ?? ''}/export?format=${format}`)
    const json = (await (await exportOf('json')).json()) as {
      messages: { id: string; sources: WebSource[] }[]
    }
    expect(json.messages.find((m) => m.id === ids.chat_id)?.sources).toEqual(sources)
    const markdown = await (await exportOf('markdown')).text()
    expect(markdown).toContain(
      '**Sources**\n\n1. [The northern lights](<http://localhost:3000/demo-web/northern-lights>) · Amply demo web',
    )
  })

  it('gives a regenerated answer sources of its own', async () => {
    const first = await readEvents(
      await ask(app, token, chatBody('How do bees make honey?', { web_search: true })),
    )
    const ids = first[0] ?? {}
    const again = await readEvents(
      await ask(
        app,
        token,
        chatBody('How do bees make honey?', {
          web_search: true,
          session_id: ids.session_id,
          regenerate: true,
          messages: [
            { role: 'user', content: 'How do bees make honey?', chat_id: ids.user_chat_id },
          ],
        }),
      ),
    )
    const regenerated = again[0]?.chat_id
    expect(regenerated).not.toBe(ids.chat_id)
    const messages = await conversation(ids.session_id)
    const answers = messages.filter((m) => m.chat_id === ids.chat_id || m.chat_id === regenerated)
    expect(answers).toHaveLength(2)
    for (const answer of answers) {
      expect(answer.sources[0]?.url).toBe('http://localhost:3000/demo-web/honeybees')
      expect(answer.search?.status).toBe('done')
    }
  })

  it('says it found nothing for a question the corpus does not cover', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('Zxqv qwzx?', { web_search: true })),
    )
    expect(searchesOf(events).at(-1)).toMatchObject({
      status: 'done',
      problem: 'no_results',
    })
    expect(sourcesOf(events)).toEqual([])
    expect(joined(events, 'content')).toContain("Amply's offline demo provider")
  })

  it('is named as a stand-in at start, and not once a search service is set', () => {
    const base = { PUBLIC_URL: 'http://localhost:3000' }
    const demoLine = (lines: string[]) => lines.filter((line) => line.includes('demo corpus'))
    expect(demoLine(standIns(loadEnv(base)))).toEqual([
      expect.stringMatching(
        /^stand-in: "Search the web" reads the offline demo corpus.*SEARXNG_URL.*BRAVE_SEARCH_API_KEY/,
      ),
    ])
    expect(demoLine(standIns(loadEnv({ ...base, SEARXNG_URL: 'http://127.0.0.1:8888' })))).toEqual(
      [],
    )
    expect(demoLine(standIns(loadEnv({ ...base, BRAVE_SEARCH_API_KEY: 'key' })))).toEqual([])
    expect(() =>
      loadEnv({ ...base, SEARXNG_URL: 'http://127.0.0.1:8888', BRAVE_SEARCH_API_KEY: 'k' }),
    ).toThrow(/SEARXNG_URL or BRAVE_SEARCH_API_KEY, not both/)
    expect(() => loadEnv({ ...base, WEB_FETCH_ALLOWED_ADDRESSES: 'intranet' })).toThrow(
      /"intranet" is not an IP address or a CIDR range/,
    )
  })
})
