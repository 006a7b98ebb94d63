import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail-outbox'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { createSmtpTransport } from './smtp-transport'
import type { SmtpTransport } from './smtp-transport'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface MailDeps {
  db: Database
  logger: Logger
  /** Set when SMTP is configured: mail goes out through it instead of the outbox. */
  smtp?: SmtpTransport | undefined
}

/**
 * Sends a message through SMTP when it is configured, otherwise through the local outbox, the
 * default transport: the message is stored in `mail_outbox` and its links are logged, so that
 * an activation or reset link can be followed with nothing installed. Resolves once the SMTP
 * server accepted the message, or once the outbox row is committed.
 */
export async function sendMail({ db, logger, smtp }: MailDeps, message: MailMessage) {
  if (smtp) {
    const sent = await smtp.send(message)
    logger.info('mail sent over SMTP', { id: sent.id, to: message.to, subject: message.subject })
    return sent
  }
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

/** The mail function of the app: SMTP when `SMTP_URL` is set (from `MAIL_FROM`), else the outbox. */
export function createMailer({
  db,
  logger,
  env,
}: {
  db: Database
  logger: Logger
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>
}) {
  const smtp = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : undefined
  return (message: MailMessage) => sendMail({ db, logger, smtp }, message)
}

/** The distinct http(s) links in a text, without the punctuation that may end a sentence. */
export function linksIn(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))]
}
