import { createApiClient } from '@amply/api/client'
import type { ChatRequest, StreamChunk } from '@amply/api/entities/chat'
import { SUBSCRIPTION_LIMIT_STATUS } from '@amply/api/constants'
import type { ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { json, sse, startLocalServer, useLocalServer } from '../test/local-server'
import { SessionEndedError } from '../auth/session-ended-error'
import { streamChat } from './chat-stream'
import { streamErrorMessage, streamErrorMessages } from './stream-errors'

const route = 'POST /ai/chat/completions'
const body: ChatRequest = {
  ai_model_id: 'amply-1',
  action: { type: 'chat' },
  client_agent: { type: 'browser', agent: 'vitest' },
  messages: [{ role: 'user', content: 'Hello' }],
}

const server = useLocalServer()

const onUnauthorized = vi.fn()
function client() {
  return createApiClient({
    aiBase: `${server.origin}/ai/`,
    getAccessToken: () => Promise.resolve('token-1'),
    onUnauthorized,
  })
}

function answer(handler: (response: ServerResponse) => void) {
  server.on(route, handler)
}

/** The server refuses before any event, with a JSON error body. */
function answerJson(status: number, body: unknown) {
  answer((response) => {
    json(response, status, body)
  })
}

/** Streams against the server and answers the toast text of the failure. */
async function failureMessage(idleTimeoutMs = 60_000): Promise<string> {
  const error = await streamChat(client(), body, { idleTimeoutMs, onChunk: () => undefined }).then(
    () => {
      throw new Error('the stream did not fail')
    },
    (e: unknown) => e,
  )
  return streamErrorMessage(error)
}

describe('streaming chat/completions', () => {
  it('posts the chat request with the Bearer token and hands over each chunk', async () => {
    answer((response) => {
      sse(response, [
        { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' },
        { reasoning_content: 'Thinking' },
        { content: 'Hel' },
        { content: 'lo' },
      ])
      response.end('data: [DONE]\n\n')
    })
    const chunks: StreamChunk[] = []
    await streamChat(client(), body, { onChunk: (chunk) => chunks.push(chunk) })
    expect(chunks).toEqual([
      { session_id: 's1', user_chat_id: 'q1', chat_id: 'a1' },
      { reasoning_content: 'Thinking' },
      { content: 'Hel' },
      { content: 'lo' },
    ])
    const request = server.received[0]
    expect(request?.authorization).toBe('Bearer token-1')
    expect(JSON.parse(request?.body ?? '')).toEqual(body)
  })

  it('reads events split across network packets', async () => {
    let finish: () => void = () => undefined
    answer((response) => {
      sse(response)
      response.write('data: {"content":"first"}\n\ndata: {"con')
      finish = () => {
        response.end('tent":"joined"}\n\n')
      }
    })
    const chunks: StreamChunk[] = []
    await streamChat(client(), body, {
      onChunk: (chunk) => {
        chunks.push(chunk)
        // The rest of the second event leaves only once the client has read the first packet.
        if (chunks.length === 1) finish()
      },
    })
    expect(chunks).toEqual([{ content: 'first' }, { content: 'joined' }])
  })

  it('rejects as aborted when the caller cancels', async () => {
    answer((response) => {
      sse(response, [{ content: 'partial' }])
    })
    const controller = new AbortController()
    const pending = streamChat(client(), body, {
      signal: controller.signal,
      onChunk: () => {
        controller.abort()
      },
    })
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
  })
})

describe('the stream error table, texts verbatim', () => {
  it('timeout: no byte within the idle timeout', async () => {
    answer((response) => {
      sse(response, [{ content: 'then silence' }])
    })
    expect(await failureMessage(100)).toBe(
      'The request took too long to complete. Please try again later.',
    )
  })

  it('timeout: no answer at all within the idle timeout', async () => {
    answer(() => undefined)
    expect(await failureMessage(100)).toBe(streamErrorMessages.timeout)
  })

  it('connection loss: the server destroys the socket mid-stream', async () => {
    answer((response) => {
      sse(response)
      // Cut once the partial answer is on the wire.
      response.write('data: {"content":"half an ans"}\n\n', () => response.socket?.destroy())
    })
    expect(await failureMessage()).toBe(
      'Connection lost. Please check your internet connection and try again.',
    )
  })

  it('connection loss: nothing listens', async () => {
    const closed = await startLocalServer()
    await closed.close()
    const offline = createApiClient({
      aiBase: `${closed.origin}/ai/`,
      getAccessToken: () => Promise.resolve('t'),
    })
    const error = await streamChat(offline, body, { onChunk: () => undefined }).catch(
      (e: unknown) => e,
    )
    expect(streamErrorMessage(error)).toBe(streamErrorMessages.connectionLost)
  })

  it('500: the service is unavailable', async () => {
    answerJson(500, { detail: 'Provider crashed' })
    expect(await failureMessage()).toBe(
      'The service is currently unavailable. Our team has been notified and is working on it.',
    )
  })

  it('401 or unauthorized: the session has expired', async () => {
    onUnauthorized.mockClear()
    answerJson(401, { detail: 'Not authenticated' })
    expect(await failureMessage()).toBe('Your session has expired. Please log in again.')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('401 or unauthorized: no session to send the request with (no refresh cookie)', () => {
    expect(streamErrorMessage(new SessionEndedError())).toBe(streamErrorMessages.sessionExpired)
  })

  it('403: no permission', async () => {
    answerJson(403, { detail: 'Admins only' })
    expect(await failureMessage()).toBe("You don't have permission to perform this action.")
  })

  it('404: not found', async () => {
    answerJson(404, { detail: 'Unknown model' })
    expect(await failureMessage()).toBe('The requested resource could not be found.')
  })

  it('429 (rate limit): too many requests', async () => {
    answerJson(429, { detail: 'Slow down' })
    expect(await failureMessage()).toBe(
      "You've made too many requests. Please wait a moment and try again.",
    )
  })

  it('subscription limit: the server message is passed through', async () => {
    answerJson(SUBSCRIPTION_LIMIT_STATUS, {
      detail: 'You have used all 50 daily queries of the Reasoning group.',
    })
    expect(await failureMessage()).toBe(
      'You have used all 50 daily queries of the Reasoning group.',
    )
  })

  it('other 4xx: the detail field', async () => {
    answerJson(400, { detail: 'This model does not read images.' })
    expect(await failureMessage()).toBe('This model does not read images.')
  })

  it('other 4xx: a validation list shows its first item', async () => {
    answerJson(422, {
      detail: [{ loc: ['body', 'ai_model_id'], msg: 'String too short', type: 'too_short' }],
    })
    expect(await failureMessage()).toBe('Ai model_id too short')
  })

  it('other 4xx: "Client error {status}" without a detail', async () => {
    answer((response) => {
      response.writeHead(418, { 'content-type': 'text/plain' })
      response.end('teapot')
    })
    expect(await failureMessage()).toBe('Client error 418')
  })

  it.each([
    ['a 503', 503],
    ['a 502', 502],
  ])('anything else: %s', async (_, status) => {
    answerJson(status, { detail: 'Upstream down' })
    expect(await failureMessage()).toBe(
      'Sorry, an unexpected error occurred. Please try again or contact support if the problem persists.',
    )
  })

  it('anything else: an answer that is not an event stream', async () => {
    answerJson(200, { content: 'not streamed' })
    expect(await failureMessage()).toBe(streamErrorMessages.unexpected)
  })

  it('anything else: an event that is not JSON', async () => {
    answer((response) => {
      sse(response)
      response.end('data: {oops\n\n')
    })
    expect(await failureMessage()).toBe(streamErrorMessages.unexpected)
  })
})

describe('error chunks in the stream', () => {
  function errorChunk(chunk: StreamChunk) {
    answer((response) => {
      sse(response, [{ content: 'Part' }, chunk])
      // The server keeps the connection open: the client must abort it itself.
    })
  }

  it('an error chunk without a status shows its text as is', async () => {
    errorChunk({ error: 'The model refused this request.' })
    expect(await failureMessage()).toBe('The model refused this request.')
  })

  it('an error chunk with a status maps by the table', async () => {
    errorChunk({ error: 'Provider rate limit', status: 429 })
    expect(await failureMessage()).toBe(streamErrorMessages.tooManyRequests)
    errorChunk({ error: 'Provider exploded', status: 500 })
    expect(await failureMessage()).toBe(streamErrorMessages.serviceUnavailable)
  })

  it('an error chunk with the subscription limit status passes its text through', async () => {
    errorChunk({ error: 'Monthly allowance used up.', status: SUBSCRIPTION_LIMIT_STATUS })
    expect(await failureMessage()).toBe('Monthly allowance used up.')
  })

  it('an error chunk aborts the request', async () => {
    let closed: Promise<void> = Promise.resolve()
    answer((response) => {
      closed = new Promise((resolve) => {
        response.on('close', () => {
          resolve()
        })
      })
      sse(response, [{ error: 'Stop here' }])
    })
    await failureMessage()
    await closed
    expect(server.received).toHaveLength(1)
  })

  it('stops at an error chunk: later chunks are not handed over', async () => {
    answer((response) => {
      sse(response, [{ error: 'Stop here' }, { content: 'after' }])
      response.end()
    })
    const onChunk = vi.fn()
    await expect(streamChat(client(), body, { onChunk })).rejects.toMatchObject({
      message: 'Stop here',
    })
    expect(onChunk).not.toHaveBeenCalled()
  })
})
