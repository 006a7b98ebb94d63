import { profileUpdateSchema } from '@amply/api/entities/user'
import { z } from 'zod'
import { isPhoneCountry } from '../lib/countries'
import { isPhoneNumberOf } from '../lib/phone-number'

const { first_name, last_name } = profileUpdateSchema.shape

/**
 * The profile form: the names as the API checks them, a date of birth in the past (or none),
 * and a contact number that is a real number of the chosen country (or none). The words of
 * the two own rules come from the page, in the visitor's language.
 */
export function profileFormSchema(messages: { futureDate: string; phone: string }, today: string) {
  return z
    .object({
      first_name: first_name.unwrap(),
      last_name: last_name.unwrap(),
      // ISO dates compare as text.
      dob: z.union([
        z.literal(''),
        z.iso.date().refine((date) => date <= today, messages.futureDate),
      ]),
      country: z.string().refine(isPhoneCountry),
      phone: z.string().trim().max(32),
    })
    .refine(
      (values) => isPhoneCountry(values.country) && isPhoneNumberOf(values.phone, values.country),
      {
        error: messages.phone,
        path: ['phone'],
      },
    )
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>
