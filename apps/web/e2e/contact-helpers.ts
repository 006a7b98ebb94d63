import { mailboxOf } from '@amply/e2e/mailbox'

/** The mail the contact form sent support with `subject`, once in the server's outbox. */
export async function contactMail(baseURL: string, subject: string) {
  const mail = await mailboxOf(baseURL, 'support@amply.app')
  return mail.find((message) => message.subject === `[Contact] ${subject}`)
}
