import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { checkedKey, nameIn } from './file-storage'
import type { FileStorage } from './file-storage'

export interface S3Settings {
  bucket: string
  region: string
  /** Another S3-compatible service (MinIO, R2, Ceph, Garage...); AWS itself when unset. */
  endpoint?: string | undefined
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO and others). */
  forcePathStyle: boolean
  /** Unset: the SDK's default chain (AWS_* variables, instance or task roles...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
}

/** S3's smallest part: a larger body is sent as a multipart upload, this much at a time. */
export const PART_BYTES = 5 * 1024 * 1024
/** Parts sent at once: what an upload holds in memory is at most about this many parts. */
export const PARTS_IN_FLIGHT = 2

/**
 * The file storage in an S3-compatible bucket, shared by every server process: PutObject (or a
 * multipart upload, streamed part by part), GetObject streamed to the reader, DeleteObject and
 * ListObjectsV2 a page at a time. The bucket stays private: this server reads every object for
 * its client (docs/decisions.md, "Shared file storage").
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Another service than AWS: checksums only where the API requires them. The SDK's default
    // since 3.729 (a CRC32 on every upload, sent aws-chunked) is refused by several of them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // A store that does not answer fails the request instead of holding it for ever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
  })
  const Bucket = settings.bucket
  const keyOf = (key: string) => checkedKey(key).join('/')

  return {
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      })
      await upload.done()
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        if (!answer.Body) return null
        return {
          size: answer.ContentLength ?? 0,
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }))
    },

    async *list(folder) {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: `${keyOf(folder)}/` })
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && nameIn(folder, object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified }
          }
        }
      }
    },
  }
}
