import { brand } from '@amply/api/brand'
import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { users } from '../../db/schema/auth'
import { clientInfo } from '../../lib/client-info'
import type { RouteHandlers } from '../../lib/route-table'
import type { AuthContext } from '../auth/auth-context'
import { queueMail } from '../mail/mail-outbox'
import { contactMail } from '../mail/mail-templates'
import { helpdeskLoginLink } from './helpdesk-link'

/** Mail headers take one line: a line break in a field could add headers of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ')

/** The help desk link of the support button and the public contact form. */
export function supportHandlers(context: AuthContext): RouteHandlers {
  const { db, env } = context
  return {
    helpdeskLoginLink: async (_, c) => {
      const [user] = await db
        .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, c.get('principal').userId))
      if (!user) throw new HTTPException(401, { message: 'Not authenticated' })
      return helpdeskLoginLink(
        {
          helpdeskUrl: env.HELPDESK_URL,
          ssoSecret: env.HELPDESK_SSO_SECRET,
          issuer: new URL(env.PUBLIC_URL).origin,
        },
        { id: user.id, email: user.email, name: `${user.first} ${user.last}`.trim() },
        context.now(),
      )
    },

    sendContactMail: async (input, c) => {
      const { ip } = clientInfo(c, env.TRUST_PROXY)
      const body = input.body
      if (!(await context.turnstile(body.turnstile_response, ip))) {
        throw new HTTPException(400, { message: 'The bot check failed. Please try again.' })
      }
      await context.rateLimits.consume('mail', { account: body.email.toLowerCase(), ip })
      await queueMail(
        db,
        contactMail(
          brand.supportEmail,
          { name: oneLine(body.name), email: body.email },
          oneLine(body.subject),
          body.message,
        ),
        // To the support team, not about an account.
        null,
      )
      return { detail: 'Thank you! Your message is on its way to our support team.' }
    },
  }
}
