import { exportedConversationSchema } from '@amply/api/entities/data-transfer'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { ask, chatBody, joined, readEvents, signedInUser } from '../../../test-support/chat-flow'

const { db } = await createTestDatabase()
const app = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' })
const token = await signedInUser(app, db, 'export@example.com')
const stranger = await signedInUser(app, db, 'nosy@example.com')

async function say(question: string, extra: Record<string, unknown> = {}) {
  const events = await readEvents(await ask(app, token, chatBody(question, extra)))
  return {
    ...events[0],
    content: joined(events, 'content'),
    reasoning: joined(events, 'reasoning_content'),
  }
}

async function uploadDocument(name: string, text: string) {
  const form = new FormData()
  form.set('file', new File([text], name))
  const response = await app.request('/ai/chat/file', {
    method: 'POST',
    body: form,
    headers: bearer(token),
  })
  return ((await response.json()) as { file_id: string }).file_id
}

const exportOf = (sessionId: string, query: string, who = token) =>
  app.request(`/ai/history/${sessionId}/export?${query}`, { headers: bearer(who) })

/**
 * A conversation with two branches: a question with a document and a reasoning answer, that
 * answer regenerated, then a follow-up under the first answer with a table and code.
 */
async function branchedConversation() {
  const fileId = await uploadDocument('otters.txt', 'Otters hold hands.')
  const first = await say('Tell me about otters | <b>bold</b>', {
    ai_model_id: 'deepseek-reasoner',
    file_ids: [fileId],
  })
  const again = await say('Tell me about otters | <b>bold</b>', {
    session_id: first.session_id,
    ai_model_id: 'gpt-4o-mini',
    regenerate: true,
    messages: [
      { role: 'user', content: 'Tell me about otters | <b>bold</b>', chat_id: first.user_chat_id },
    ],
  })
  const followUp = await say('A table please', {
    session_id: first.session_id,
    messages: [
      { role: 'user', content: 'Tell me about otters | <b>bold</b>', chat_id: first.user_chat_id },
      { role: 'assistant', content: first.content, chat_id: first.chat_id },
      { role: 'user', content: 'A table please' },
    ],
  })
  return { fileId, first, again, followUp, sessionId: first.session_id ?? '' }
}

describe('one conversation out', () => {
  it('exports the whole tree as JSON: ids, parents, models, times, reasoning, files named', async () => {
    const { fileId, first, again, followUp, sessionId } = await branchedConversation()
    const response = await exportOf(sessionId, 'format=json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Tell-me-about-otters-b-bold-b\.json"/,
    )
    const document = exportedConversationSchema.parse(await response.json())
    expect(document).toMatchObject({
      format: 'amply.conversation',
      version: 1,
      id: sessionId,
      title: 'Tell me about otters | <b>bold</b>',
      tool: 'chat',
      imported_from: null,
    })
    const byId = new Map(document.messages.map((m) => [m.id, m]))
    expect(document.messages).toHaveLength(5)
    expect(byId.get(first.user_chat_id ?? '')).toMatchObject({
      parent_id: null,
      role: 'user',
      content: 'Tell me about otters | <b>bold</b>',
      attachments: [
        {
          file_id: fileId,
          name: 'otters.txt',
          kind: 'document',
          content_type: 'text/plain',
          path: null,
        },
      ],
    })
    expect(byId.get(first.chat_id ?? '')).toMatchObject({
      parent_id: first.user_chat_id,
      role: 'assistant',
      model: 'deepseek-reasoner',
      model_group: 'reasoning',
      content: first.content,
      reasoning_content: first.reasoning,
      regen: false,
      incomplete: false,
    })
    expect(first.reasoning).not.toBe('')
    expect(byId.get(again.chat_id ?? '')).toMatchObject({
      parent_id: first.user_chat_id,
      model: 'gpt-4o-mini',
      regen: true,
    })
    expect(byId.get(followUp.user_chat_id ?? '')).toMatchObject({ parent_id: first.chat_id })
    expect(byId.get(followUp.chat_id ?? '')).toMatchObject({ parent_id: followUp.user_chat_id })
    for (const message of document.messages) {
      expect(Date.parse(message.created_at)).not.toBeNaN()
    }
  })

  it('exports the branch on screen as Markdown, each answer under its model', async () => {
    const { first, again, sessionId } = await branchedConversation()
    // The regenerated answer's branch: question, then the second answer only.
    const response = await exportOf(sessionId, `format=markdown&chat_id=${again.chat_id ?? ''}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const markdown = await response.text()
    expect(markdown).toBe(
      [
        '# Tell me about otters | <b>bold</b>',
        '',
        `*Chat · ${new Date().toISOString().slice(0, 10)}*`,
        '',
        '---',
        '',
        '## You',
        '',
        'Tell me about otters | <b>bold</b>',
        '',
        '*Attached: otters.txt*',
        '',
        '---',
        '',
        '## Assistant · GPT-4o mini',
        '',
        again.content,
        '',
      ].join('\n'),
    )
    expect(markdown).not.toContain(first.content)
  })

  it("quotes the reasoning, in the reader's words (Arabic)", async () => {
    const { first, followUp, sessionId } = await branchedConversation()
    const query = `format=markdown&language=ar&chat_id=${followUp.chat_id ?? ''}`
    const markdown = await (await exportOf(sessionId, query)).text()
    const headings = [...markdown.matchAll(/^## (.*)$/gm)].map((match) => match[1])
    expect(headings).toEqual(['أنت', 'المساعد · DeepSeek R1', 'أنت', 'المساعد · GPT-4o mini'])
    expect(markdown).toContain(`> **التفكير**\n>\n> ${first.reasoning.split('\n')[0] ?? ''}`)
    expect(markdown).toContain(followUp.content)
  })

  it('takes the branch the conversation opens on when none is named: the newest child at each step', async () => {
    const { again, followUp, sessionId } = await branchedConversation()
    const markdown = await (await exportOf(sessionId, 'format=markdown')).text()
    const headings = [...markdown.matchAll(/^## (.*)$/gm)].map((match) => match[1])
    expect(headings).toEqual(['You', 'Assistant · GPT-4o mini'])
    expect(markdown).toContain(again.content)
    expect(markdown).not.toContain(followUp.content)
  })

  it('keeps code blocks and tables as written', async () => {
    const answer = '| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts\nconst x = `y`\n```'
    const { sessionId } = await branchedConversation()
    const { chatMessages } = await import('../../db/schema/ai-gateway')
    const { and, eq } = await import('drizzle-orm')
    await db
      .update(chatMessages)
      .set({ content: answer })
      .where(and(eq(chatMessages.conversationId, sessionId), eq(chatMessages.role, 'assistant')))
    const markdown = await (await exportOf(sessionId, 'format=markdown')).text()
    expect(markdown).toContain(`## Assistant · GPT-4o mini\n\n${answer}\n`)
    expect(markdown.endsWith(`${answer}\n`)).toBe(true)
  })

  it("never answers another user's conversation", async () => {
    const { sessionId } = await branchedConversation()
    const response = await exportOf(sessionId, 'format=json', stranger)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      detail: 'This conversation does not exist or was deleted.',
    })
    expect((await exportOf('not-a-uuid', 'format=json')).status).toBe(404)
    expect((await exportOf(sessionId, 'format=pdf')).status).toBe(422)
  })
})
