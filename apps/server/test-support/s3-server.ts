import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { startFauxqs } from 'fauxqs'
import { afterAll } from 'vitest'
import { loadEnv } from '../src/env'
import type { FileStorage } from '../src/lib/file-storage'
import { createFileStorage } from '../src/lib/file-storage-from-env'

const keys = { S3_ACCESS_KEY_ID: 'amply-test', S3_SECRET_ACCESS_KEY: 'amply-test-secret' }

export interface TestS3Server {
  endpoint: string
  /** A new empty bucket: the S3_* variables that choose it, and a storage over it. */
  bucket: () => Promise<{ env: Record<string, string>; storage: FileStorage }>
}

/**
 * A real S3-compatible server for the test file (fauxqs, from npm, with its objects as files in
 * a temporary folder) on a free loopback port. Call it at the top level of a test file; it stops
 * and its folder goes after the file's tests.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const s3StorageDir = await mkdtemp(path.join(tmpdir(), 'amply-s3-'))
  const server = await startFauxqs({ host: '127.0.0.1', port: 0, logger: false, s3StorageDir })
  const admin = new S3Client({
    endpoint: server.address,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: keys.S3_ACCESS_KEY_ID, secretAccessKey: keys.S3_SECRET_ACCESS_KEY },
  })
  afterAll(async () => {
    admin.destroy()
    await server.stop()
    await rm(s3StorageDir, { recursive: true, force: true })
  })
  return {
    endpoint: server.address,
    async bucket() {
      const name = `amply-${randomBytes(6).toString('hex')}`
      await admin.send(new CreateBucketCommand({ Bucket: name }))
      const env = {
        S3_ENDPOINT: server.address,
        S3_BUCKET: name,
        S3_FORCE_PATH_STYLE: 'true',
        ...keys,
      }
      return { env, storage: createFileStorage(loadEnv(env)) }
    },
  }
}
