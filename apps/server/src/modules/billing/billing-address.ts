import { and, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { addresses } from '../../db/schema/auth'
import type { BillingAddress } from '../../db/schema/billing'
import { isUuid } from '../../lib/uuid'

const badRequest = (message: string) => new HTTPException(400, { message })

/** The address a payment bills, as its invoice keeps it: the one named, else the primary one. */
export async function billingAddress(
  db: Database,
  userId: string,
  addressId: string | undefined,
): Promise<BillingAddress> {
  if (addressId !== undefined && !isUuid(addressId))
    throw badRequest('There is no such billing address.')
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      addressId
        ? and(eq(addresses.userId, userId), eq(addresses.id, addressId))
        : and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)),
    )
  if (!row) {
    throw badRequest(
      addressId ? 'There is no such billing address.' : 'Add a billing address before paying.',
    )
  }
  return {
    name: row.name,
    lines: [
      row.line1,
      row.line2,
      [row.postalCode, row.city].filter(Boolean).join(' '),
      row.state,
      row.phone,
    ].filter(Boolean),
    country: row.country,
  }
}
