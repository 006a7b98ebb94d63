import nodemailer from 'nodemailer'
import { MailRefused } from './mail-transport'
import type { MailTransport, QueuedMail } from './mail-transport'

/**
 * Sends mail through an SMTP server; `url` is smtp:// (STARTTLS when offered) or smtps://.
 * Timeouts are short: the mail worker holds the outbox row while it sends.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    kind: 'smtp',
    /** Resolves with the server's message id once the server accepted the message. */
    async send(message: QueuedMail): Promise<{ id: string }> {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        })
        return { id: info.messageId }
      } catch (error) {
        throw refusedForGood(error) ? new MailRefused(String(error), { cause: error }) : error
      }
    },
    close: () => {
      transporter.close()
    },
  }
}

/**
 * A 5xx answer to the recipient or to the message itself will be the same next time. Any other
 * failure (the network, TLS, credentials, the sender address) is the server's or the
 * configuration's, and worth retrying while it is fixed.
 */
function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { permanent, command, code } = error as Record<string, unknown>
  return permanent === true && (command === 'RCPT TO' || code === 'EMESSAGE')
}
