import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chatBody } from '../test-support/chat-flow'
import { pngBytes } from '../test-support/test-documents'
import { catalogWith } from '../test-support/test-catalog'
import { startFakeOpenAiServer } from '../test-support/fakes/fake-openai-server'
import { createTestDatabase, temporaryDir } from '../test-support/database'
import { postTo, registerThroughLog } from '../test-support/process-account'
import { startS3Server } from '../test-support/s3-server'
import { startServerProcess } from '../test-support/server-process'
import { storedKeys } from '../test-support/stored-keys'
import type { ServerProcess } from '../test-support/server-process'

// Two real server processes as on two machines: each with a DATA_DIR of its own, one
// PostgreSQL, one S3-compatible bucket. Whatever one stored, the other serves, uses and deletes.

const { url: databaseUrl } = await createTestDatabase()
const s3 = await startS3Server()
const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
// The multimodal model answered by the fake provider, so the test sees the image it is sent.
const visionCatalog = catalogWith('gemini-2.5-flash', {
  provider: 'openai',
  upstream_model: 'fake-vision',
})
const password = 'a long enough password'

async function upload(server: ServerProcess, pathname: string, token: string) {
  const form = new FormData()
  form.set('file', new File([pngBytes], 'dot.png', { type: 'image/png' }))
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { file_id?: string; profile_picture?: string }
}

/** The bytes an address of `server` answers, or its status when it is not a 200. */
async function served(server: ServerProcess, pathname: string) {
  const response = await fetch(`${server.url}${pathname}`)
  return response.status === 200 ? new Uint8Array(await response.arrayBuffer()) : response.status
}

describe('two server processes on two machines, with one bucket', () => {
  it('serve, use and delete the files of a user whichever of them stored them', async () => {
    const bucket = await s3.bucket()
    const dataDirs = [await temporaryDir(), await temporaryDir()]
    const jwtSecret = randomBytes(32).toString('base64')
    const start = (dataDir: string) =>
      startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        PUBLIC_URL: 'http://localhost:3000',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'sk-test',
        AI_MODELS_FILE: visionCatalog,
        ...bucket.env,
      })
    const one = await start(dataDirs[0] ?? '')
    // Registered before the other starts, whose mail worker could print the activation link.
    const token = await registerThroughLog(one, 'shared-files@example.com', password)
    const other = await start(dataDirs[1] ?? '')
    // No stand-in line for the uploads: they are not on either machine's disk.
    for (const server of [one, other]) expect(server.output()).not.toContain('uploads are kept')
    const auth = { authorization: `Bearer ${token}` }

    // A profile picture uploaded through one process is served by the other.
    const { profile_picture: picture = '' } = await upload(one, '/api/client/image/upload', token)
    expect(await served(other, picture)).toEqual(pngBytes)

    // An image sent to a chat through one, asked about through the other: the other reads it
    // from the bucket and sends it to the model.
    const { file_id: fileId } = await upload(one, '/ai/chat/image', token)
    const asked = await postTo(
      other,
      '/ai/chat/completions',
      chatBody('What is this?', { ai_model_id: 'gemini-2.5-flash', file_ids: [fileId] }),
      auth,
    )
    expect(asked.status).toBe(200)
    await asked.text()
    const question = fake.requests.at(-1)?.messages.at(-1)?.content as {
      image_url?: { url: string }
    }[]
    expect(question[1]?.image_url?.url).toBe(
      `data:image/png;base64,${Buffer.from(pngBytes).toString('base64')}`,
    )

    // A generated image kept by one is served by the other, and deleted through it.
    const generated = await postTo(
      one,
      '/ai/images/generations',
      { ai_model_id: 'amply-image-1', prompt: 'A kite' },
      auth,
    )
    expect(generated.status).toBe(200)
    const { images } = (await generated.json()) as { images: { id: string; url: string }[] }
    const [image] = images
    if (!image) throw new Error('No image was generated')
    expect(await served(other, image.url)).toBeInstanceOf(Uint8Array)
    const removed = await fetch(`${other.url}/ai/images/${image.id}`, {
      method: 'DELETE',
      headers: auth,
    })
    expect(removed.status).toBe(200)
    expect(await served(one, image.url)).toBe(404)

    // Neither machine kept a file of its own: both are in the bucket.
    for (const dataDir of dataDirs) expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false)
    expect(await storedKeys(bucket.storage)).toEqual([
      `chat/${fileId ?? ''}.png`,
      `profile/${picture.split('/').at(-1) ?? ''}`,
    ])

    // The account deleted through the other process: its files leave the bucket at once.
    const deleted = await postTo(
      other,
      '/api/auth/clients/account/delete',
      { current_password: password },
      auth,
    )
    expect(deleted.status).toBe(200)
    expect(await storedKeys(bucket.storage)).toEqual([])
    expect(await served(one, picture)).toBe(404)
  })
})
