import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'
import { ask, chatBody, joined, readEvents, signedInUser } from '../../../test-support/chat-flow'
import {
  anthropicAnswer,
  anthropicThinking,
  startFakeAnthropicServer,
} from '../../../test-support/fakes/fake-anthropic-server'

const { db } = await createTestDatabase()
const fake = await startFakeAnthropicServer()
afterAll(() => fake.close())
const app = createTestApp(db, {
  ANTHROPIC_API_KEY: 'sk-ant-test',
  ANTHROPIC_BASE_URL: fake.baseUrl,
})
const token = await signedInUser(app, db, 'claude@example.com')

describe('the Anthropic provider', () => {
  it("streams a deep-thinking model's thinking as reasoning_content before its answer", async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('Think about it', { ai_model_id: 'claude-sonnet-4' })),
    )
    expect(fake.requests.at(-1)).toMatchObject({
      model: 'claude-sonnet-4-20250514',
      thinking: { type: 'enabled', budget_tokens: 4096 },
    })
    expect(joined(events, 'reasoning_content')).toBe(anthropicThinking.join(''))
    expect(joined(events, 'content')).toBe(anthropicAnswer.join(''))
    const firstContent = events.findIndex((e) => e.content !== undefined)
    expect(events.findLastIndex((e) => e.reasoning_content !== undefined)).toBeLessThan(
      firstContent,
    )
  })

  it('maps an Anthropic 429 to an error chunk with status 429', async () => {
    const events = await readEvents(
      await ask(app, token, chatBody('[status:429] hi', { ai_model_id: 'claude-sonnet-4' })),
    )
    expect(events.at(-1)).toMatchObject({ status: 429 })
  })
})
