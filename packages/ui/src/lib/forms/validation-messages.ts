import type { TFunction } from 'i18next'
import type { z } from 'zod'

/**
 * The words of a failed check of the shared zod schemas, in the visitor's language. The schemas of
 * packages/api carry no texts of their own (the server answers in the format of
 * docs/product.md#errors), so the form passes this as the parse's error map.
 */
export function validationMessages(t: TFunction<'auth'>): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_format':
        return issue.format === 'email' ? t('validation.email') : t('validation.invalid')
      case 'too_small':
        return issue.minimum === 1 || issue.input === ''
          ? t('validation.required')
          : t('validation.tooShort', { count: Number(issue.minimum) })
      case 'too_big':
        return t('validation.tooLong', { count: Number(issue.maximum) })
      case 'invalid_type':
        return issue.input === undefined || issue.input === ''
          ? t('validation.required')
          : t('validation.invalid')
      default:
        return t('validation.invalid')
    }
  }
}
