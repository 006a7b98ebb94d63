import type { Logger } from '../../lib/logger'
import type { MailMessage } from './mail-outbox'

/** A mail from the outbox: the message and its row's id. */
export type QueuedMail = MailMessage & { id: string }

/** Where the mail worker delivers a mail from the outbox. */
export interface MailTransport {
  /**
   * `local` keeps the mail in the outbox, which is its mailbox; `smtp` hands it over, after
   * which the outbox forgets its text.
   */
  kind: 'local' | 'smtp'
  /** Resolves once delivered; throws `MailRefused` when retrying cannot help. */
  send: (mail: QueuedMail) => Promise<{ id: string }>
  close: () => void
}

/** A refusal for good (an unknown mailbox, a message the server will not take): no retry. */
export class MailRefused extends Error {}

/**
 * The default transport: the mail stays in the `mail_outbox` table and its links are logged,
 * so that an activation or reset link can be followed with nothing installed.
 */
export function createLocalTransport(logger: Logger): MailTransport {
  return {
    kind: 'local',
    send: (mail) => {
      logger.info('mail written to the local outbox', {
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        links: linksIn(`${mail.text}\n${mail.html ?? ''}`),
      })
      return Promise.resolve({ id: mail.id })
    },
    close: () => undefined,
  }
}

/** The distinct http(s) links in a text, without the punctuation that may end a sentence. */
export function linksIn(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))]
}
