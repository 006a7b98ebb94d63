import { describe, expect, it } from 'vitest'
import { buildPrompt } from './prompt-builder'

describe('translate prompt', () => {
  it('names the language of the text when the page sends it (chosen or detected)', () => {
    const { system } = buildPrompt(
      { type: 'translate', language: 'Japanese', source_language: 'French' },
      'Bonjour à tous',
    )
    expect(system).toContain("Translate the user's text from French into Japanese")
  })

  it('leaves the source to the model when the page could not tell it', () => {
    const { system } = buildPrompt({ type: 'translate', language: 'Arabic' }, 'Hi')
    expect(system).toContain("Translate the user's text into Arabic")
    expect(system).not.toContain(' from ')
  })
})
