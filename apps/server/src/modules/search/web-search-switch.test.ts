import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { ask, chatBody, getJson, readEvents, signedInUser } from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })
const token = await signedInUser(app, db, 'switch@example.com')
const stranger = await signedInUser(app, db, 'switch-stranger@example.com')

async function newConversation(extra: Record<string, unknown> = {}): Promise<string> {
  const events = await readEvents(await ask(app, token, chatBody('Hello there', extra)))
  const sessionId = events[0]?.session_id
  if (!sessionId) throw new Error('No conversation was named')
  return sessionId
}

const switchOf = async (sessionId: string, who = token) => {
  const response = await getJson(app, who, `/ai/history/${sessionId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { web_search: boolean }).web_search
}

const setSwitch = (sessionId: string, on: boolean, who = token) =>
  app.request(
    `/ai/history/${sessionId}/web-search`,
    jsonRequest('PUT', { web_search: on }, bearer(who)),
  )

describe('the "Search the web" switch of a conversation', () => {
  it('is off for a conversation started without it, and on for one started with it', async () => {
    expect(await switchOf(await newConversation())).toBe(false)
    expect(await switchOf(await newConversation({ web_search: true }))).toBe(true)
  })

  it('is remembered once set, and can be set back', async () => {
    const sessionId = await newConversation()
    const on = await setSwitch(sessionId, true)
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ web_search: true })
    expect(await switchOf(sessionId)).toBe(true)
    expect((await setSwitch(sessionId, false)).status).toBe(200)
    expect(await switchOf(sessionId)).toBe(false)
  })

  it("refuses to set another user's conversation (404) and leaves it as it was", async () => {
    const sessionId = await newConversation()
    const refused = await setSwitch(sessionId, true, stranger)
    expect(refused.status).toBe(404)
    expect(await switchOf(sessionId)).toBe(false)
  })

  it('refuses a body without the switch (422)', async () => {
    const sessionId = await newConversation()
    const refused = await app.request(
      `/ai/history/${sessionId}/web-search`,
      jsonRequest('PUT', { web_search: 'yes' }, bearer(token)),
    )
    expect(refused.status).toBe(422)
    expect(await switchOf(sessionId)).toBe(false)
  })
})
