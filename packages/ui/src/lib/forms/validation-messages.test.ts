import { loginRequestSchema, registerRequestSchema } from '@amply/api/entities/auth'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { validationMessages } from './validation-messages'

async function messagesIn(language: 'en' | 'fr') {
  const i18n = createI18n(language)
  await i18n.loadNamespaces(['auth'])
  return validationMessages(i18n.getFixedT(language, 'auth'))
}

const firstMessages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  )

describe('validationMessages', () => {
  it("words the shared schemas' checks for people, in their language", async () => {
    const error = await messagesIn('en')
    const result = registerRequestSchema.safeParse(
      {
        email: 'nope',
        password: 'short',
        first_name: ' ',
        last_name: 'Lovelace',
        turnstile_response: '',
      },
      { error },
    )
    expect(firstMessages(result)).toEqual({
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
      first_name: 'This field is required.',
    })

    const french = await messagesIn('fr')
    const login = loginRequestSchema.safeParse(
      { email: '', password: '', turnstile_response: '' },
      { error: french },
    )
    expect(firstMessages(login)).toEqual({
      email: 'Saisissez une adresse e-mail valide.',
      password: 'Ce champ est obligatoire.',
    })
  })
})
