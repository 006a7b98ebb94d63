import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { onTestFinished } from 'vitest'
import { createWatch } from '../watch'

export interface ReceivedMail {
  from: string | undefined
  to: string[]
  /** The raw message as the server received it (headers and body). */
  raw: string
  user: string | undefined
}

/** How the server answers, changeable while it runs. */
export interface SmtpBehaviour {
  /** Refuse every recipient with this reply code (451: try later; 550: no such mailbox). */
  refuseRecipients?: number | undefined
  /** Take a message's data and never answer, nor keep it (a send that never ends). */
  hang?: boolean | undefined
}

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts `user`/`pass` (over plain text, since
 * it has no certificate), keeps what it receives and stops when the test ends. With
 * `holdReplies`, it receives each message but accepts none (no "250 OK") until `release()`.
 */
export async function startSmtpTestServer({
  user,
  pass,
  holdReplies = false,
}: {
  user: string
  pass: string
  holdReplies?: boolean
}) {
  const received: ReceivedMail[] = []
  const behaviour: SmtpBehaviour = {}
  const arrivals = createWatch()
  let release: () => void = () => undefined
  const released = holdReplies
    ? new Promise<void>((resolve) => (release = resolve))
    : Promise.resolve()
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(_address, _session, callback) {
      const code = behaviour.refuseRecipients
      if (code === undefined) {
        callback()
        return
      }
      callback(Object.assign(new Error(`Refused (${code})`), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (behaviour.hang) return
        const from = session.envelope.mailFrom
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        })
        arrivals.notify()
        void released.then(() => {
          callback()
        })
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
        release()
        server.close(resolve)
      }),
  )
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${address.port}`,
    received,
    behaviour,
    /** Resolves with what was received once `count` messages have arrived. */
    receivedAtLeast: (count: number) =>
      arrivals.until(() => (received.length >= count ? received : undefined)),
    /** Resolves with the first message received whose raw text matches, once it has arrived. */
    receivedMatching: (pattern: RegExp) =>
      arrivals.until(() => received.find((mail) => pattern.test(mail.raw))),
    /** Accepts the messages held so far and every one after (with `holdReplies`). */
    release: () => {
      release()
    },
  }
}
