import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { createLocalTransport } from './mail-transport'
import type { MailTransport } from './mail-transport'
import { createSmtpTransport } from './smtp-transport'

/** The app's transport: SMTP when `SMTP_URL` is set (from `MAIL_FROM`), else the local outbox. */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  logger: Logger,
): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createLocalTransport(logger)
}
