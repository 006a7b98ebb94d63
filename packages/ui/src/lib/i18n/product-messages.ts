import { modelListMessages } from '@amply/core/models/model-store'
import { streamErrorMessages } from '@amply/core/stream/stream-errors'
import type { TFunction } from 'i18next'

/**
 * Core speaks the product's messages in English, verbatim (the stream error table, the model
 * list's messages). The interface shows them in the visitor's language: each has a key under
 * `messages` in `common`, and `translateProductMessage` maps the English text to it. Anything else
 * (a server's own detail) is shown as it came.
 */
const keys = new Map<string, string>([
  [streamErrorMessages.timeout, 'messages.timeout'],
  [streamErrorMessages.connectionLost, 'messages.connectionLost'],
  [streamErrorMessages.serviceUnavailable, 'messages.serviceUnavailable'],
  [streamErrorMessages.sessionExpired, 'messages.sessionExpired'],
  [streamErrorMessages.forbidden, 'messages.forbidden'],
  [streamErrorMessages.notFound, 'messages.notFound'],
  [streamErrorMessages.tooManyRequests, 'messages.tooManyRequests'],
  [streamErrorMessages.unexpected, 'messages.unexpected'],
  [modelListMessages.expired, 'messages.subscriptionExpired'],
  [modelListMessages.failed, 'messages.modelListFailed'],
])

export function translateProductMessage(t: TFunction, message: string): string {
  const key = keys.get(message)
  // The keys are checked by the test beside this file.
  return key ? (t as (key: string) => string)(key) : message
}
