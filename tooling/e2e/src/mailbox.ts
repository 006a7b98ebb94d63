/** A mail of the server's local outbox (no SMTP configured), as `GET /__test/mailbox` answers it. */
export interface OutboxMail {
  to: string
  subject: string
  text: string
  created_at: string
}

/**
 * The mail the server under test holds for `to`, oldest first. The e2e server is the test server
 * (apps/server/test-support/main.ts), which mounts the read-only `/__test/mailbox`; poll it with
 * `expect.poll` to wait for a mail.
 */
export async function mailboxOf(baseUrl: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(
    `${baseUrl}/__test/mailbox?${new URLSearchParams({ to }).toString()}`,
  )
  if (!response.ok) throw new Error(`The test mailbox answered ${String(response.status)}`)
  return (await response.json()) as OutboxMail[]
}
