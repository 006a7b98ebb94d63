import type { StreamChunk } from '@amply/api/entities/chat'
import { failureStatus } from '../providers/stream-error'

/**
 * The whole answer of a chat/completions stream, for `ai-chat/chat` (no stream). An `error`
 * chunk becomes the error status: its own, or 504 for a timeout and 502 for a lost connection.
 */
export async function collectAnswer(response: Response) {
  const events = (await response.text())
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as StreamChunk)
  const [first] = events
  const failure = events.find((event) => event.error !== undefined)
  if (failure) throw failureStatus(failure)
  return {
    session_id: first?.session_id ?? '',
    chat_id: first?.chat_id ?? '',
    content: events.map((event) => event.content ?? '').join(''),
    reasoning_content: events.map((event) => event.reasoning_content ?? '').join(''),
  }
}
