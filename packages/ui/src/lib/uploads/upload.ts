import type { ApiClient } from '@amply/api/client'
import { uploadedFileSchema } from '@amply/api/entities/attachment'
import type { z } from 'zod'
import { errorBodySchema } from '@amply/api/entities/error'
import { ApiError } from '@amply/api/errors'

export type UploadedFile = z.infer<typeof uploadedFileSchema>

/**
 * Uploads a file as multipart `file` to `chat/image` or `chat/file`, reporting progress (fetch
 * cannot tell how much of a body has gone, so this one request uses XMLHttpRequest). The
 * address and the token come from the API client and the session, as for every other call.
 */
export function uploadWithProgress<Answer = UploadedFile>(
  client: ApiClient,
  getAccessToken: () => Promise<string | null>,
  route: 'uploadChatImage' | 'uploadChatFile' | 'uploadProfilePicture',
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  /** Checks what the route answers (the profile picture's route answers its URL). */
  answer: z.ZodType<Answer> = uploadedFileSchema as unknown as z.ZodType<Answer>,
): Promise<Answer> {
  return getAccessToken().then(
    (token) =>
      new Promise<Answer>((resolve, reject) => {
        const request = new XMLHttpRequest()
        request.open('POST', client.url(route))
        request.withCredentials = true
        if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
        request.setRequestHeader('accept', 'application/json')
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total)
        }
        request.onload = () => {
          let body: unknown = null
          try {
            body = JSON.parse(request.responseText)
          } catch {
            // Not JSON: the status says enough.
          }
          if (request.status < 200 || request.status >= 300) {
            const detail = errorBodySchema.safeParse(body)
            reject(
              new ApiError(
                'http',
                `Upload failed (${request.status})`,
                request.status,
                detail.success ? detail.data : undefined,
              ),
            )
            return
          }
          const parsed = answer.safeParse(body)
          if (parsed.success) resolve(parsed.data)
          else reject(new ApiError('contract', 'The upload answer breaks the contract', 200))
        }
        request.onerror = () => {
          reject(new ApiError('network', 'The upload was cut off', 0))
        }
        request.onabort = () => {
          reject(new ApiError('aborted', 'The upload was cancelled', 0))
        }
        signal?.addEventListener('abort', () => {
          request.abort()
        })
        const form = new FormData()
        form.append('file', file)
        request.send(form)
      }),
  )
}
