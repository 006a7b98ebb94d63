import { describe, expect, it, onTestFinished } from 'vitest'
import { loadEnv } from '../../env'
import { createLogger } from '../../lib/logger'
import { createTestApp } from '../../../test-support/app'
import { jsonRequest, registerActiveUser } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { createMailTransport } from './mail-transport-from-env'
import { createMailWorker } from './mail-worker'
import { startSmtpTestServer } from '../../../test-support/fakes/fake-smtp-server'

const { db } = await createTestDatabase()
const logger = createLogger('error')

describe('mail over SMTP', () => {
  it("is the app's transport: a password reset link goes out over SMTP", async () => {
    const app = createTestApp(db)
    await registerActiveUser(app, db, 'smtp-user@example.com')
    const smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret-pass' })
    const env = loadEnv({ SMTP_URL: smtp.url })
    const worker = createMailWorker({ db, transport: createMailTransport(env, logger), logger })
    worker.start()
    onTestFinished(() => worker.stop())

    const response = await app.request(
      '/api/auth/forgot-password',
      jsonRequest('POST', { email: 'smtp-user@example.com' }),
    )
    expect(response.status).toBe(200)
    const reset = await smtp.receivedMatching(/^Subject: Reset/m)
    expect(reset.to).toEqual(['smtp-user@example.com'])
    // Quoted-printable wraps long lines with a soft break ("=" at the end of the line).
    const text = reset.raw.replace(/=\r?\n/g, '')
    expect(text).toMatch(/http:\/\/localhost:3000\/client\/reset-password\/[\w-]{40,}/)
    expect(reset.raw).toMatch(/^From: Amply <no-reply@amply\.app>$/m)
  })
})
