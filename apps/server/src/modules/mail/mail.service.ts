import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'
import type { Logger } from '../../lib/logger'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface MailDeps {
  db: Database
  logger: Logger
}

/**
 * Sends a message through the local outbox, the default transport: the message is stored in
 * `mail_outbox` and its links are logged, so that an activation or reset link can be followed
 * with nothing installed. Resolves once the message is committed.
 */
export async function sendMail({ db, logger }: MailDeps, message: MailMessage) {
  const [stored] = await db
    .insert(mailOutbox)
    .values({ ...message, html: message.html ?? null })
    .returning({ id: mailOutbox.id })
  if (!stored) throw new Error('The mail outbox stored nothing.')
  logger.info('mail written to the local outbox', {
    id: stored.id,
    to: message.to,
    subject: message.subject,
    links: linksIn(`${message.text}\n${message.html ?? ''}`),
  })
  return stored
}

/** The distinct http(s) links in a text, without the punctuation that may end a sentence. */
export function linksIn(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))]
}
