import nodemailer from 'nodemailer'
import type { MailMessage } from './mail.service'

/** Sends mail through an SMTP server; `url` is smtp:// (STARTTLS when offered) or smtps://. */
export function createSmtpTransport(url: string, from: string) {
  const transporter = nodemailer.createTransport(url)
  return {
    /** Resolves with the server's message id once the server accepted the message. */
    async send(message: MailMessage): Promise<{ id: string }> {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      })
      return { id: info.messageId }
    },
    close: () => {
      transporter.close()
    },
  }
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>
