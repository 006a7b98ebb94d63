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
} from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })
const owner = await signedInUser(app, db, 'owner@example.com')
const reader = await signedInUser(app, db, 'reader@example.com')

interface Share {
  share_id: string
  title: string
  share_type: string
  url: string
  messages?: { content: string; role: string }[]
}

async function chatWithTwoBranches() {
  const first = await readEvents(await ask(app, owner, chatBody('Original question')))
  const ids = first[0] ?? {}
  const edited = await readEvents(
    await ask(
      app,
      owner,
      chatBody('Edited question', {
        session_id: ids.session_id,
        messages: [{ role: 'user', content: 'Edited question', parent_id: null }],
      }),
    ),
  )
  return { ids, answer: joined(first, 'content'), edited: edited[0] ?? {} }
}

const share = (token: string, body: unknown) =>
  app.request('/ai/share', jsonRequest('POST', body, bearer(token)))

describe('shares', () => {
  it('shares the chosen branch read-only, readable by anyone with the link', async () => {
    const { ids, answer } = await chatWithTwoBranches()
    const created = await share(owner, {
      session_id: ids.session_id,
      share_type: 'chat',
      chat_id: ids.chat_id,
    })
    expect(created.status).toBe(201)
    const made = (await created.json()) as Share
    expect(made.url).toBe(`http://localhost:3000/share/chat/${made.share_id}`)
    const page = await app.request(`/ai/share/chat/${made.share_id}`)
    expect(page.status).toBe(200)
    const shared = (await page.json()) as Share & { session_id?: string }
    expect(shared.messages?.map((m) => m.content)).toEqual(['Original question', answer])
    expect(shared.session_id).toBeUndefined()
    expect(shared).not.toHaveProperty('chat_id')
  })

  it('is read-only: no write through the link changes the share or the conversation', async () => {
    const { ids } = await chatWithTwoBranches()
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat', chat_id: ids.chat_id })
    ).json()) as Share
    const link = `/ai/share/chat/${made.share_id}`
    const snapshot = async () => ({
      share: await (await app.request(link)).json(),
      conversation: await (await getJson(app, owner, `/ai/history/${ids.session_id ?? ''}`)).json(),
    })
    const before = await snapshot()

    const edit = { messages: [{ role: 'user', content: 'Overwritten' }], title: 'Overwritten' }
    const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      [{}, bearer(reader)].map(
        (headers) => () => app.request(link, jsonRequest(method, edit, headers)),
      ),
    )
    // Asking in the shared conversation by its share id: a reader has nothing else to name it by.
    writes.push(() => ask(app, reader, chatBody('Injected', { session_id: made.share_id })))
    const statuses = []
    for (const write of writes) statuses.push((await write()).status)
    expect(statuses).toEqual(writes.map(() => 404))
    expect(await snapshot()).toEqual(before)
  })

  it('shares the latest branch when no message is chosen', async () => {
    const { ids } = await chatWithTwoBranches()
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat' })
    ).json()) as Share
    const shared = (await (await app.request(`/ai/share/chat/${made.share_id}`)).json()) as Share
    expect(shared.messages?.[0]?.content).toBe('Edited question')
  })

  it('stops answering once revoked, and only the owner can revoke', async () => {
    const { ids } = await chatWithTwoBranches()
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat' })
    ).json()) as Share
    const byReader = await app.request(`/ai/share/${made.share_id}`, {
      method: 'DELETE',
      headers: bearer(reader),
    })
    expect(byReader.status).toBe(404)
    const revoked = await app.request(`/ai/share/${made.share_id}`, {
      method: 'DELETE',
      headers: bearer(owner),
    })
    expect(revoked.status).toBe(200)
    expect((await app.request(`/ai/share/chat/${made.share_id}`)).status).toBe(404)
  })

  it('lists the live links of a conversation to its owner, with the branch each shares', async () => {
    const { ids, edited } = await chatWithTwoBranches()
    const make = async (chatId: string | undefined) =>
      (await (
        await share(owner, { session_id: ids.session_id, share_type: 'chat', chat_id: chatId })
      ).json()) as Share
    const first = await make(ids.chat_id)
    const second = await make(edited.chat_id)
    const third = await make(edited.chat_id)
    await app.request(`/ai/share/${third.share_id}`, { method: 'DELETE', headers: bearer(owner) })
    const listed = await getJson(app, owner, `/ai/share?session_id=${ids.session_id ?? ''}`)
    expect(listed.status).toBe(200)
    const links = (await listed.json()) as (Share & { chat_id: string; session_id: string })[]
    // Newest first; two made in the same millisecond may come either way.
    expect(links.map((l) => [l.share_id, l.chat_id])).toEqual(
      expect.arrayContaining([
        [second.share_id, edited.chat_id],
        [first.share_id, ids.chat_id],
      ]),
    )
    expect(links).toHaveLength(2)
    expect(links[0]?.session_id).toBe(ids.session_id)
    const byReader = await getJson(app, reader, `/ai/share?session_id=${ids.session_id ?? ''}`)
    expect(byReader.status).toBe(404)
  })

  it("refuses to share someone else's conversation (404) or as another tool (400)", async () => {
    const { ids } = await chatWithTwoBranches()
    expect((await share(reader, { session_id: ids.session_id, share_type: 'chat' })).status).toBe(
      404,
    )
    expect((await share(owner, { session_id: ids.session_id, share_type: 'write' })).status).toBe(
      400,
    )
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat' })
    ).json()) as Share
    expect((await app.request(`/ai/share/write/${made.share_id}`)).status).toBe(404)
  })

  it("copies a share into the reader's own history to continue it", async () => {
    const { ids, answer } = await chatWithTwoBranches()
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat', chat_id: ids.chat_id })
    ).json()) as Share
    const continued = await app.request(
      '/ai/share/continue',
      jsonRequest('POST', { share_id: made.share_id, share_type: 'chat' }, bearer(reader)),
    )
    expect(continued.status).toBe(200)
    const { session_id, title } = (await continued.json()) as { session_id: string; title: string }
    expect(session_id).not.toBe(ids.session_id)
    expect(title).toBe(`${made.title} (copy)`)
    const copy = (await (await getJson(app, reader, `/ai/history/${session_id}`)).json()) as {
      messages: { chat_id: string; parent_id: string | null; content: string }[]
    }
    expect(copy.messages.map((m) => m.content)).toEqual(['Original question', answer])
    expect(copy.messages[1]?.parent_id).toBe(copy.messages[0]?.chat_id)
    expect(copy.messages[0]?.parent_id).toBeNull()
    // The reader can go on from the copy; the owner's conversation is untouched.
    const next = await ask(
      app,
      reader,
      chatBody('And then?', {
        session_id,
        messages: [{ role: 'user', content: 'And then?', parent_id: copy.messages[1]?.chat_id }],
      }),
    )
    expect(next.status).toBe(200)
    await readEvents(next)
    const original = (await (
      await getJson(app, owner, `/ai/history/${ids.session_id ?? ''}`)
    ).json()) as {
      message_count: number
    }
    expect(original.message_count).toBe(4)
  })

  it("names the copy as a copy in the reader's language, in the history too", async () => {
    const { ids } = await chatWithTwoBranches()
    const made = (await (
      await share(owner, { session_id: ids.session_id, share_type: 'chat' })
    ).json()) as Share
    const continueIn = async (language?: string) =>
      (await (
        await app.request(
          '/ai/share/continue',
          jsonRequest(
            'POST',
            { share_id: made.share_id, share_type: 'chat', language },
            bearer(reader),
          ),
        )
      ).json()) as { session_id: string; title: string }
    expect((await continueIn('ar')).title).toBe(`${made.title} (نسخة)`)
    expect((await continueIn('fr')).title).toBe(`${made.title} (copie)`)
    expect((await continueIn('xx')).title).toBe(`${made.title} (copy)`)
    const english = await continueIn()
    expect(english.title).toBe(`${made.title} (copy)`)
    const stored = (await (
      await getJson(app, reader, `/ai/history/${english.session_id}`)
    ).json()) as { title: string }
    expect(stored.title).toBe(`${made.title} (copy)`)
  })
})
