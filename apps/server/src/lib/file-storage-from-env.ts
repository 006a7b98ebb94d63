import type { Env } from '../env'
import { localFileStorage, uploadsDir } from './file-storage'
import type { FileStorage } from './file-storage'
import { s3FileStorage } from './s3-file-storage'

/** The S3-compatible bucket when S3_BUCKET is set, else the local DATA_DIR/uploads. */
export function createFileStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return localFileStorage(uploadsDir(env.DATA_DIR))
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  return s3FileStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  })
}
