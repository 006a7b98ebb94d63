import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  chatFiles,
  chatMessages,
  conversations,
  generatedImages,
  shares,
} from '../../db/schema/ai-gateway'
import { addresses, sessions, users } from '../../db/schema/auth'
import { invoices, payments } from '../../db/schema/billing'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { localFileStorage } from '../../lib/file-storage'
import type { FileStorage } from '../../lib/file-storage'
import { createTestApp } from '../../../test-support/app'
import {
  bearer,
  jsonRequest,
  lastMailTo,
  login,
  password,
  registerActiveUser,
} from '../../../test-support/auth-flow'
import { loginWith as loginAs, signedInUser } from '../../../test-support/account-flow'
import { createTestDatabase, temporaryDir } from '../../../test-support/database'
import { startS3Server } from '../../../test-support/s3-server'
import { storedKeys } from '../../../test-support/stored-keys'
import { payingClient, pay, planByKey, startPayment } from '../../../test-support/billing-flow'
import { ask, chatBody, readEvents } from '../../../test-support/chat-flow'
import { pngBytes } from '../../../test-support/test-documents'
import { profilePictureKey } from './profile-picture'

const { db } = await createTestDatabase()
const app = createTestApp(db)

const s3 = await startS3Server()

/** An app that deletes accounts with the storage given, and what the test reads of that. */
function erasingWith(storage: FileStorage) {
  const erasing = createTestApp(db, { DEMO_STREAM_DELAY_MS: '0' }, { storage })
  return {
    erasing,
    storedKeys: () => storedKeys(storage),
    /** Whether the storage holds this object. */
    holds: async (key: string) => {
      const object = await storage.get(key)
      await object?.body.cancel()
      return object !== null
    },
    upload: async (url: string, bytes: Uint8Array, name: string, token: string) => {
      const form = new FormData()
      const type = name.endsWith('.png') ? 'image/png' : 'text/plain'
      form.set('file', new File([bytes], name, { type }))
      const headers = bearer(token)
      return (await erasing.request(url, { method: 'POST', body: form, headers })).status
    },
  }
}

/** The storage keys the user's rows name (chat images, generated images, the picture). */
async function storedKeysNamedBy(userId: string) {
  const files = await db.select().from(chatFiles).where(eq(chatFiles.userId, userId))
  const images = await db.select().from(generatedImages).where(eq(generatedImages.userId, userId))
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return [
    ...files.map((file) => file.storageKey),
    ...images.map((image) => image.storageKey),
    profilePictureKey(user?.profilePicture ?? null),
  ].filter((key) => key !== null)
}

const utf8 = (text: string) => new TextEncoder().encode(text)

async function signInAgain(email: string) {
  const response = await login(app, email)
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const profileOf = (token: string) =>
  app.request('/api/auth/clients/profile', { headers: bearer(token) })

const call = (method: string, path: string, token: string, body: unknown) =>
  app.request(`/api${path}`, jsonRequest(method, body, bearer(token)))

const loginWith = (email: string, secret: string) => loginAs(app, email, secret)

/** The token of the confirmation link in a mail. */
function confirmLinkIn(text: string) {
  const token = /\/client\/confirm-email\/(\S+)/.exec(text)?.[1]
  if (!token) throw new Error('No confirmation link in the mail')
  return token
}

const confirmEmail = (token: string) =>
  app.request('/api/auth/clients/confirm-email', jsonRequest('POST', { token }))

describe('change password', () => {
  it('changes it with the right current password, keeps this session and ends the others', async () => {
    const email = 'change-ok@example.com'
    const current = await signedInUser(app, db, email)
    const other = await signInAgain(email)
    const response = await call('POST', '/auth/change-password', current, {
      current_password: password,
      new_password: 'another good passphrase',
    })
    expect(response.status).toBe(200)
    expect((await profileOf(current)).status).toBe(200)
    expect((await profileOf(other)).status).toBe(401)
    expect((await loginWith(email, password)).status).toBe(401)
    expect((await loginWith(email, 'another good passphrase')).status).toBe(200)
  })

  it('refuses a wrong current password and changes nothing', async () => {
    const email = 'change-wrong@example.com'
    const current = await signedInUser(app, db, email)
    const other = await signInAgain(email)
    const response = await call('POST', '/auth/change-password', current, {
      current_password: 'not my password',
      new_password: 'another good passphrase',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Your current password is incorrect.' })
    expect((await profileOf(other)).status).toBe(200)
    expect((await loginWith(email, password)).status).toBe(200)
  })

  it('limits the guesses of the current password', async () => {
    const email = 'change-limit@example.com'
    const token = await signedInUser(app, db, email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await call('POST', '/auth/change-password', token, {
        current_password: `guess ${attempt}`,
        new_password: 'another good passphrase',
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('needs a signed-in user', async () => {
    const response = await app.request(
      '/api/auth/change-password',
      jsonRequest('POST', { current_password: password, new_password: 'another good one' }),
    )
    expect(response.status).toBe(401)
  })
})

const erasureStorages: [string, () => Promise<FileStorage>][] = [
  ['on the local disk', async () => localFileStorage(await temporaryDir())],
  ['in an S3 bucket', async () => (await s3.bucket()).storage],
]

describe.each(erasureStorages)('delete account, files kept %s', (_, newStorage) => {
  it('deletes the account, its rows and its files, keeps its invoice without it, and ends every session', async () => {
    const { erasing, storedKeys, holds, upload } = erasingWith(await newStorage())
    const email = `delete-ok-${crypto.randomUUID()}@example.com`
    const token = await payingClient(erasing, db, email)
    const other = await signInAgain(email)
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const userId = user?.id ?? ''
    // Someone else's data, which must stay.
    const bystander = await signedInUser(
      erasing,
      db,
      `bystander-${crypto.randomUUID()}@example.com`,
    )
    await readEvents(await ask(erasing, bystander, chatBody('Mine stays')))

    // A conversation, shared; an uploaded document and image; a generated image; a picture.
    const [first] = await readEvents(await ask(erasing, token, chatBody('Remember this')))
    const shared = await erasing.request(
      '/ai/share',
      jsonRequest('POST', { session_id: first?.session_id, share_type: 'chat' }, bearer(token)),
    )
    expect(shared.status).toBe(201)
    const { share_id } = (await shared.json()) as { share_id: string }
    expect(await upload('/ai/chat/file', utf8('My notes'), 'notes.txt', token)).toBe(200)
    expect(await upload('/ai/chat/image', pngBytes, 'me.png', token)).toBe(200)
    expect(await upload('/api/client/image/upload', pngBytes, 'face.png', token)).toBe(200)
    const generated = await erasing.request(
      '/ai/images/generations',
      jsonRequest('POST', { ai_model_id: 'amply-image-1', prompt: 'A kite' }, bearer(token)),
    )
    expect(generated.status).toBe(200)
    const { images } = (await generated.json()) as { images: { url: string }[] }
    // A paid plan (with its invoice) and a payment left open.
    const paid = await pay(erasing, token, {
      plan_id: (await planByKey(erasing, 'pro')).id,
      period: 'month',
    })
    expect(paid.payment.status).toBe('succeeded')
    expect(
      (
        await startPayment(erasing, token, {
          plan_id: (await planByKey(erasing, 'starter')).id,
          period: 'year',
        })
      ).status,
    ).toBe(201)

    const owned = async () => ({
      conversations: await db.select().from(conversations).where(eq(conversations.userId, userId)),
      shares: await db.select().from(shares).where(eq(shares.userId, userId)),
      files: await db.select().from(chatFiles).where(eq(chatFiles.userId, userId)),
      images: await db.select().from(generatedImages).where(eq(generatedImages.userId, userId)),
      payments: await db.select().from(payments).where(eq(payments.userId, userId)),
      addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)),
      sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
    })
    const before = await owned()
    for (const [kind, rows] of Object.entries(before)) expect(rows.length, kind).toBeGreaterThan(0)
    // Its files: the uploaded image, the generated one and the picture (documents keep text only).
    const filesBefore = await storedKeysNamedBy(userId)
    expect(filesBefore).toHaveLength(3)
    for (const key of filesBefore) expect(await holds(key), key).toBe(true)
    const othersFiles = (await storedKeys()).filter((key) => !filesBefore.includes(key))
    const messages = await db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.conversationId,
          before.conversations.map((row) => row.id),
        ),
      )
    expect(messages.length).toBeGreaterThan(0)

    const response = await erasing.request(
      '/api/auth/clients/account/delete',
      jsonRequest('POST', { current_password: password }, bearer(token)),
    )
    expect(response.status).toBe(200)
    expect(
      (await erasing.request('/api/auth/clients/profile', { headers: bearer(token) })).status,
    ).toBe(401)
    expect(
      (await erasing.request('/api/auth/clients/profile', { headers: bearer(other) })).status,
    ).toBe(401)
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([])
    for (const [kind, rows] of Object.entries(await owned())) expect(rows, kind).toEqual([])
    expect(
      await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.id,
            messages.map((m) => m.id),
          ),
        ),
    ).toEqual([])
    // Gone from the storage, and from the addresses that served them.
    for (const key of filesBefore) expect(await holds(key), key).toBe(false)
    expect(await storedKeys()).toEqual(othersFiles)
    expect((await erasing.request(`/ai/share/chat/${share_id}`)).status).toBe(404)
    expect((await erasing.request(images[0]?.url ?? '/none')).status).toBe(404)
    // The invoice is kept, as the law requires: figures, name and address as issued; no account,
    // no payment, no email.
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, paid.payment.invoice_id ?? ''))
    expect(invoice).toMatchObject({
      userId: null,
      paymentId: null,
      total: 1500,
      billedTo: { email: '', address: { name: 'Ada Lovelace', country: 'GB' } },
    })
    // The bystander's data is untouched.
    const theirs = await erasing.request('/ai/history', { headers: bearer(bystander) })
    expect(((await theirs.json()) as { total: number }).total).toBe(1)
    expect((await loginWith(email, password)).status).toBe(401)
  })
})

describe('delete account', () => {
  it("takes the account's mails with it, queued or sent, and leaves others' mails", async () => {
    const email = `delete-mail-${crypto.randomUUID()}@example.com`
    const newEmail = `delete-mail-new-${crypto.randomUUID()}@example.com`
    const token = await signedInUser(app, db, email)
    const bystander = `delete-mail-bystander-${crypto.randomUUID()}@example.com`
    await signedInUser(app, db, bystander)
    // An email change queues a link to the new address and a notice to the current one.
    const change = await call('PATCH', '/auth/clients/profile', token, {
      email: newEmail,
      current_password: password,
    })
    expect(change.status).toBe(200)
    const mailsTo = (...to: string[]) =>
      db.select().from(mailOutbox).where(inArray(mailOutbox.to, to))
    expect((await mailsTo(email, newEmail)).length).toBeGreaterThanOrEqual(2)
    const othersBefore = await mailsTo(bystander)
    expect(othersBefore.length).toBeGreaterThan(0)

    const response = await call('POST', '/auth/clients/account/delete', token, {
      current_password: password,
    })
    expect(response.status).toBe(200)
    expect(await mailsTo(email, newEmail)).toEqual([])
    expect((await mailsTo(bystander)).map((mail) => mail.id)).toEqual(
      othersBefore.map((mail) => mail.id),
    )
  })

  it('refuses a wrong current password and keeps the account', async () => {
    const email = 'delete-wrong@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('POST', '/auth/clients/account/delete', token, {
      current_password: 'not my password',
    })
    expect(response.status).toBe(400)
    expect((await profileOf(token)).status).toBe(200)
  })
})

describe('update profile', () => {
  it('changes the given fields and answers the updated user', async () => {
    const email = 'profile-ok@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      first_name: 'Augusta',
      dob: '1815-12-10',
      contact_number: '+44 20 7946 0000',
      client_type: 'business',
      isPublic: true,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      displayName: 'Augusta Lovelace',
      dob: '1815-12-10',
      contact_number: '+44 20 7946 0000',
      client_type: 'business',
      isPublic: true,
      email,
    })
    expect(await (await profileOf(token)).json()).toMatchObject({ first_name: 'Augusta' })
  })

  it('changes the email only once the new address confirms it, and tells the old one', async () => {
    const email = 'profile-email@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'Profile-New@Example.com',
      current_password: password,
    })
    expect(response.status).toBe(200)
    // Not yet: the answer, the profile and the logins keep the current address.
    expect(await response.json()).toMatchObject({ email })
    expect((await loginWith('profile-new@example.com', password)).status).toBe(401)
    expect((await lastMailTo(db, email)).text).toContain('profile-new@example.com')
    const link = confirmLinkIn((await lastMailTo(db, 'profile-new@example.com')).text)

    const confirmed = await confirmEmail(link)
    expect(confirmed.status).toBe(200)
    expect(await (await profileOf(token)).json()).toMatchObject({
      email: 'profile-new@example.com',
    })
    expect((await loginWith('profile-new@example.com', password)).status).toBe(200)
    expect((await loginWith(email, password)).status).toBe(401)
    expect((await lastMailTo(db, email)).subject).toMatch(/was changed/)
    // The link works once.
    expect((await confirmEmail(link)).status).toBe(400)
  })

  it('keeps only the latest request: an earlier link stops working', async () => {
    const email = 'profile-twice@example.com'
    const token = await signedInUser(app, db, email)
    const ask = (to: string) =>
      call('PATCH', '/auth/clients/profile', token, { email: to, current_password: password })
    expect((await ask('profile-first@example.com')).status).toBe(200)
    const first = confirmLinkIn((await lastMailTo(db, 'profile-first@example.com')).text)
    expect((await ask('profile-second@example.com')).status).toBe(200)
    const second = confirmLinkIn((await lastMailTo(db, 'profile-second@example.com')).text)
    const refused = await confirmEmail(first)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /invalid, used or expired/,
    )
    expect((await confirmEmail(second)).status).toBe(200)
    expect(await (await profileOf(token)).json()).toMatchObject({
      email: 'profile-second@example.com',
    })
  })

  it('refuses a confirmation when the address was taken meanwhile (409)', async () => {
    const email = 'profile-race@example.com'
    const token = await signedInUser(app, db, email)
    await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-race-new@example.com',
      current_password: password,
    })
    const link = confirmLinkIn((await lastMailTo(db, 'profile-race-new@example.com')).text)
    await registerActiveUser(app, db, 'profile-race-new@example.com')
    expect((await confirmEmail(link)).status).toBe(409)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('refuses an email change without the current password', async () => {
    const email = 'profile-nopass@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-stolen@example.com',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Please enter your current password.' })
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('refuses an email change with a wrong current password', async () => {
    const email = 'profile-wrongpass@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-stolen2@example.com',
      current_password: 'not my password',
    })
    expect(response.status).toBe(400)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it("refuses another account's email with 409", async () => {
    const email = 'profile-taken@example.com'
    await registerActiveUser(app, db, 'profile-owner@example.com')
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email: 'profile-owner@example.com',
      current_password: password,
    })
    expect(response.status).toBe(409)
    expect(await (await profileOf(token)).json()).toMatchObject({ email })
  })

  it('keeps the same email without asking for the password', async () => {
    const email = 'profile-same@example.com'
    const token = await signedInUser(app, db, email)
    const response = await call('PATCH', '/auth/clients/profile', token, {
      email,
      last_name: 'King',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email, last_name: 'King' })
  })
})
