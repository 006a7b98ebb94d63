import { describe, expect, it } from 'vitest'
import { createTestDatabase, temporaryDir } from '../../../test-support/database'
import { startServerProcess } from '../../../test-support/server-process'
import { startSmtpTestServer } from '../../../test-support/fakes/fake-smtp-server'
import type { ReceivedMail } from '../../../test-support/fakes/fake-smtp-server'

// The real server process, killed with SIGKILL right after it answered: the mail its answer
// promised must still go out, from the next process on the same database.

const external = await createTestDatabase()

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The mail's text, without quoted-printable's soft line breaks. */
const textOf = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '')

describe('a mail promised by an answer', () => {
  it('goes out after the server is killed right after answering, once restarted', async () => {
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const env = { DATABASE_URL: external.url, DATA_DIR: await temporaryDir(), SMTP_URL: smtp.url }
    const first = await startServerProcess(env)
    const email = 'crash-reset@example.com'
    const registered = await post(first.url, '/api/auth/clients/register', {
      email,
      password: 'a long enough password',
      first_name: 'Crash',
      last_name: 'Test',
      turnstile_response: '',
    })
    expect(registered.status).toBe(201)
    await smtp.receivedMatching(/^Subject: Activate/m)

    // From now on the mail server takes a message and never answers: the process dies with
    // the reset mail unsent, right after telling the user it was sent.
    smtp.behaviour.hang = true
    const forgot = await post(first.url, '/api/auth/forgot-password', { email })
    expect(forgot.status).toBe(200)
    first.child.kill('SIGKILL')
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })

    smtp.behaviour.hang = false
    const second = await startServerProcess(env)
    const mail = await smtp.receivedMatching(/^Subject: Reset/m)
    expect(mail.to).toEqual([email])
    // The real reset mail: its link sets a new password.
    const token = /\/client\/reset-password\/([\w-]+)/.exec(textOf(mail))?.[1]
    const reset = await post(second.url, '/api/auth/reset-password', {
      token,
      password: 'a new long enough password',
    })
    expect(reset.status).toBe(200)
    expect(smtp.received.filter((received) => /^Subject: Reset/m.test(received.raw))).toHaveLength(
      1,
    )
  })
})
