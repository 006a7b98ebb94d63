import { passwordSchema } from '@amply/api/entities/auth'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { validationMessages } from '../../lib/forms/validation-messages'
import { PasswordStrengthMeter } from './password-strength-meter'

describe('PasswordStrengthMeter', () => {
  it.each(['en', 'fr', 'ar'] as const)(
    'states, before anything is typed, the rule the form will check (%s)',
    async (language) => {
      const i18n = createI18n(language)
      await i18n.loadNamespaces(['auth'])
      const refusal = passwordSchema.safeParse('short', {
        error: validationMessages(i18n.getFixedT(language, 'auth')),
      })
      const rule = refusal.error?.issues[0]?.message ?? ''
      expect(rule).toMatch(/8/)

      render(
        <I18nextProvider i18n={i18n}>
          <PasswordStrengthMeter password="" />
        </I18nextProvider>,
      )
      expect(screen.getByText(rule)).toBeTruthy()
    },
  )
})
