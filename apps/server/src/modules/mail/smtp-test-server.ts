import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { onTestFinished } from 'vitest'

export interface ReceivedMail {
  from: string | undefined
  to: string[]
  /** The raw message as the server received it (headers and body). */
  raw: string
  user: string | undefined
}

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts `user`/`pass` (over plain text, since
 * it has no certificate), keeps what it receives and stops when the test ends.
 */
export async function startSmtpTestServer({ user, pass }: { user: string; pass: string }) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        })
        callback()
      })
    },
  })
  const address = await new Promise<AddressInfo>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => {
      resolve(listening.address() as AddressInfo)
    })
  })
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(resolve)
      }),
  )
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${address.port}`,
    received,
  }
}
