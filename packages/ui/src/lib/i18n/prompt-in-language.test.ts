import type { Prompt } from '@amply/api/entities/prompt'
import { describe, expect, it } from 'vitest'
import { createI18n, loadNamespaces } from '../../i18n/i18n'
import { promptInLanguage } from './prompt-in-language'

const starter: Prompt = {
  id: 'chat-plan',
  title: 'Make a plan',
  prompt: 'Help me make a step-by-step plan to',
  tool: 'chat',
  option: null,
}

async function translator(language: 'en' | 'ar', namespace: 'chat' | 'tools') {
  const i18n = createI18n(language)
  await loadNamespaces(i18n, [namespace])
  return i18n.getFixedT(language, namespace)
}

describe('promptInLanguage', () => {
  it('gives a known preset its title and prompt in the interface language', async () => {
    const t = await translator('ar', 'chat')
    expect(promptInLanguage(t, starter)).toEqual({
      ...starter,
      title: 'ضع خطة',
      prompt: 'ساعدني في وضع خطة خطوة بخطوة من أجل',
    })
  })

  it('reads write and translate presets from the tools texts', async () => {
    const t = await translator('ar', 'tools')
    const formal: Prompt = {
      id: 'translate-formal',
      title: 'Formal translation',
      prompt: 'Translate keeping a formal tone:',
      tool: 'translate',
      option: null,
    }
    expect(promptInLanguage(t, formal).title).toBe('ترجمة رسمية')
  })

  it('keeps the server’s words for a preset it does not know', async () => {
    const t = await translator('ar', 'chat')
    const unknown = { ...starter, id: 'chat-new-idea', title: 'New', prompt: 'Something new' }
    expect(promptInLanguage(t, unknown)).toEqual(unknown)
  })
})
