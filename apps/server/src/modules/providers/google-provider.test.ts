import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'
import { catalogWith } from '../../../test-support/test-catalog'
import { ask, chatBody, joined, readEvents, signedInUser } from '../../../test-support/chat-flow'
import {
  geminiAnswer,
  geminiThoughts,
  startFakeGoogleServer,
} from '../../../test-support/fakes/fake-google-server'

const { db } = await createTestDatabase()
const fake = await startFakeGoogleServer()
afterAll(() => fake.close())
const env = {
  GOOGLE_GENERATIVE_AI_API_KEY: 'google-test-key',
  GOOGLE_BASE_URL: fake.baseUrl,
}
const app = createTestApp(db, env)
// The same, with the Gemini model marked as a reasoning one.
const thinkingApp = createTestApp(db, {
  ...env,
  AI_MODELS_FILE: catalogWith('gemini-2.5-flash', { reasoning: true }),
})
const token = await signedInUser(app, db, 'gemini@example.com')

describe('the Google provider', () => {
  it('streams the multimodal model through the Gemini API', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('Hi', { ai_model_id: 'gemini-2.5-flash' })),
    )
    expect(fake.requests.at(-1)?.path).toBe(
      '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
    )
    expect(joined(events, 'content')).toBe(geminiAnswer.join(''))
    // Not a reasoning model in the catalog: no thoughts asked for, none streamed.
    expect(joined(events, 'reasoning_content')).toBe('')
  })

  it('asks a reasoning model for its thoughts and streams them as reasoning_content first', async () => {
    const events = await readEvents(
      await ask(thinkingApp, token, chatBody('Why?', { ai_model_id: 'gemini-2.5-flash' })),
    )
    expect(fake.requests.at(-1)?.body).toMatchObject({
      generationConfig: { thinkingConfig: { includeThoughts: true } },
    })
    expect(joined(events, 'reasoning_content')).toBe(geminiThoughts.join(''))
    expect(joined(events, 'content')).toBe(geminiAnswer.join(''))
    const firstContent = events.findIndex((e) => e.content !== undefined)
    expect(events.findLastIndex((e) => e.reasoning_content !== undefined)).toBeLessThan(
      firstContent,
    )
  })

  it('maps a Gemini 500 to an error chunk with status 500', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('[status:500] hi', { ai_model_id: 'gemini-2.5-flash' })),
    )
    expect(events.at(-1)).toMatchObject({ status: 500 })
  })
})
