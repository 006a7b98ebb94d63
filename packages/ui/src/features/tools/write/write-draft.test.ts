import { describe, expect, it } from 'vitest'
import { draftRequest, emptyDraft } from './write-draft'

describe('the write draft as a request', () => {
  it('an empty compose draft sends nothing; a preset message alone does', () => {
    expect(draftRequest(emptyDraft)).toBeNull()
    const preset = { id: 'p', title: 'Thanks', prompt: 'Thank the team.' }
    expect(draftRequest({ ...emptyDraft, preset })?.content).toBe('Thank the team.')
  })

  it('a reply needs its prompt, whatever the compose input holds', () => {
    const reply = { ...emptyDraft, method: 'Reply' as const, composeInput: 'left over' }
    expect(draftRequest({ ...reply, original: 'Lunch on Friday?' })).toBeNull()
    expect(
      draftRequest({ ...reply, original: 'Lunch on Friday?', replyPrompt: 'Yes, at one' })?.action,
    ).toMatchObject({ option: 'reply', original: 'Lunch on Friday?' })
  })

  it('sends the option (Message as sms) and the output language by its English name', () => {
    const request = draftRequest({
      ...emptyDraft,
      composeInput: 'Running late',
      option: 'message',
      languageTag: 'fr',
      tone: 'friendly',
    })
    expect(request?.action).toEqual({
      type: 'write',
      option: 'sms',
      format: 'auto',
      tone: 'friendly',
      length: 'auto',
      language: 'French',
    })
  })
})
