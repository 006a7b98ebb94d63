import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detect-language'

describe('detecting the language of a text', () => {
  it('names the language of a sentence as a tool language', async () => {
    expect(await detectLanguage('Bonjour, je voudrais réserver une table pour ce soir.')).toBe('fr')
    expect(await detectLanguage('Good morning, could you send me the report by noon?')).toBe(
      'en-US',
    )
    expect(await detectLanguage('مرحبا، هل يمكنك إرسال التقرير قبل الظهر؟')).toBe('ar')
  })

  it('says nothing about a text too short to tell', async () => {
    expect(await detectLanguage('Hi')).toBeNull()
    expect(await detectLanguage('12345 67890 !!!')).toBeNull()
  })
})
