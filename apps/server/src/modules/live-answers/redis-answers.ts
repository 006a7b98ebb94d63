import type { StreamChunk } from '@amply/api/entities/chat'
import type { Redis } from 'ioredis'
import type { Logger } from '../../lib/logger'
import { connectRedis } from '../../lib/redis'
import type { AnswerListener, AnswerOwner, Follow, LiveAnswer } from './live-answer'
import { compact } from './live-answer'

/** How long an answer stays known after its process last said it is alive. */
const ALIVE_TTL_MS = 15_000
const HEARTBEAT_MS = 5_000
/** A follower arriving just after the end still reads the events; later ones read the database. */
const KEEP_AFTER_END_MS = 60_000
const PAGE = 500

const ownerKey = (answerId: string) => `amply:answer:${answerId}:owner`
const eventsKey = (answerId: string) => `amply:answer:${answerId}:events`
const newsChannel = (answerId: string) => `amply:answer:${answerId}`
const STOP_CHANNEL = 'amply:answers:stop'

/** The process writing an answer died: its followers are told instead of waiting forever. */
export const interruptedChunk: StreamChunk = {
  error:
    'The server writing this answer stopped before it was complete. Please ask again to get a full answer.',
}

/**
 * Answers shared between server processes through Redis. The process generating an answer
 * mirrors its chunks into a Redis stream (`amply:answer:<id>:events`, kept a minute after the
 * end) and announces new ones on a channel; `…:owner` says it is alive (refreshed every 5 s,
 * gone 15 s after a crash). Any process follows an answer by reading the stream from the start
 * and again at each announcement, and stops one by publishing its id to `amply:answers:stop`,
 * which the generating process obeys.
 */
export function createRedisAnswers(
  redisUrl: string,
  logger: Logger,
  /** Called with an answer id some process asked to stop. */
  onStopRequest: (answerId: string) => void,
) {
  const redis = connectRedis(redisUrl, logger, 'answers')
  const subscriber = connectRedis(redisUrl, logger, 'answers subscriber')
  const news = new Map<string, Set<() => void>>()
  const heartbeats = new Set<NodeJS.Timeout>()

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === STOP_CHANNEL) onStopRequest(message)
    else for (const notify of news.get(channel) ?? []) notify()
  })
  const stopSubscribed = subscriber.subscribe(STOP_CHANNEL).catch((error: unknown) => {
    logger.warn('redis: stop requests of other processes are not heard', { error: String(error) })
  })

  const warn = (what: string) => (error: unknown) => {
    logger.warn(`redis: ${what}`, { error: String(error) })
  }

  async function listen(channel: string, notify: () => void): Promise<() => void> {
    let listeners = news.get(channel)
    if (!listeners) {
      listeners = new Set()
      news.set(channel, listeners)
      await subscriber.subscribe(channel)
    }
    listeners.add(notify)
    return () => {
      listeners.delete(notify)
      if (listeners.size > 0 || news.get(channel) !== listeners) return
      news.delete(channel)
      subscriber.unsubscribe(channel).catch(warn('unsubscribe'))
    }
  }

  async function ownerOf(answerId: string): Promise<AnswerOwner | null> {
    const stored = await redis.get(ownerKey(answerId))
    return stored ? (JSON.parse(stored) as AnswerOwner) : null
  }

  /** Reads an answer's events from the start, then at each announcement, until its end. */
  function read(answerId: string, listener: AnswerListener): () => void {
    let last: string | null = null
    let pulling: Promise<void> | null = null
    let asked = 0
    let stopListening: () => void = () => undefined
    // Aborted once the reader has its end, or has gone.
    const reading = new AbortController()
    const done = () => reading.signal.aborted
    const leave = () => {
      reading.abort()
      clearInterval(watchdog)
      stopListening()
    }
    const finish = () => {
      if (done()) return
      leave()
      listener.end()
    }

    async function pullAll() {
      for (;;) {
        const entries = await redis.xrange(
          eventsKey(answerId),
          last === null ? '-' : `(${last}`,
          '+',
          'COUNT',
          PAGE,
        )
        const chunks: StreamChunk[] = []
        let ended = false
        for (const [id, fields] of entries) {
          last = id
          if (fields[0] === 'end') ended = true
          else if (fields[1] !== undefined) chunks.push(JSON.parse(fields[1]) as StreamChunk)
        }
        if (done()) return
        for (const chunk of compact(chunks)) listener.chunk(chunk)
        if (ended) {
          finish()
          return
        }
        if (entries.length < PAGE) return
      }
    }
    /** One pull at a time; an announcement during a pull asks for one more. */
    const pull = (): Promise<void> => {
      asked++
      pulling ??= (async () => {
        let served: number
        do {
          served = asked
          await pullAll()
        } while (served !== asked && !done())
      })()
        .catch(warn('reading an answer'))
        .finally(() => {
          pulling = null
        })
      return pulling
    }

    // The process writing it died (no heartbeat): tell the reader, whatever came last.
    const watchdog = setInterval(() => {
      void (async () => {
        if ((await redis.exists(ownerKey(answerId)).catch(() => 1)) === 1) return
        await pull()
        if (done()) return
        listener.chunk(interruptedChunk)
        finish()
      })()
    }, HEARTBEAT_MS)
    watchdog.unref()

    listen(newsChannel(answerId), () => void pull())
      .then((unlisten) => {
        if (done()) unlisten()
        else stopListening = unlisten
        return pull()
      })
      .catch(warn('following an answer'))
    return leave
  }

  return {
    /** Mirrors an answer of this process into Redis while it runs, for the other processes. */
    publish(answer: LiveAnswer) {
      const { answerId } = answer.owner
      const events = eventsKey(answerId)
      redis
        .set(ownerKey(answerId), JSON.stringify(answer.owner), 'PX', ALIVE_TTL_MS)
        .catch(warn('announcing an answer'))
      const heartbeat = setInterval(() => {
        redis
          .pipeline()
          .pexpire(ownerKey(answerId), ALIVE_TTL_MS)
          .pexpire(events, ALIVE_TTL_MS)
          .exec()
          .catch(warn('heartbeat'))
      }, HEARTBEAT_MS)
      heartbeat.unref()
      heartbeats.add(heartbeat)

      // The pieces of one turn of the event loop go in one round trip.
      let queued: StreamChunk[] = []
      const append = (batch: ReturnType<Redis['pipeline']>) => {
        for (const chunk of compact(queued)) batch.xadd(events, '*', 'chunk', JSON.stringify(chunk))
        queued = []
        return batch
      }
      const flush = () => {
        if (queued.length === 0) return
        append(redis.pipeline())
          .pexpire(events, ALIVE_TTL_MS)
          .publish(newsChannel(answerId), '1')
          .exec()
          .catch(warn('mirroring an answer'))
      }
      answer.follow({
        chunk(chunk) {
          if (queued.length === 0) setImmediate(flush)
          queued.push(chunk)
        },
        end() {
          clearInterval(heartbeat)
          heartbeats.delete(heartbeat)
          append(redis.pipeline())
            .xadd(events, '*', 'end', '1')
            .pexpire(events, KEEP_AFTER_END_MS)
            .del(ownerKey(answerId))
            .publish(newsChannel(answerId), '1')
            .exec()
            .catch(warn('ending an answer'))
        },
      })
    },

    /** Follows an answer another process generates, or null when none runs under that id for that user. */
    async follow(answerId: string, userId: string): Promise<Follow | null> {
      const owner = await ownerOf(answerId)
      if (owner?.userId !== userId) return null
      return (listener) => read(answerId, listener)
    },

    /** Asks the process generating the answer to stop it; settles once it has ended. */
    async stop(answerId: string, userId: string): Promise<boolean> {
      const owner = await ownerOf(answerId)
      if (owner?.userId !== userId) return false
      let stopReading: () => void = () => undefined
      await new Promise<void>((resolve, reject) => {
        stopReading = read(answerId, { chunk: () => undefined, end: resolve })
        redis.publish(STOP_CHANNEL, answerId).catch(reject)
      }).finally(stopReading)
      return true
    },

    /** Which of these answers some process is generating. */
    async live(answerIds: string[]): Promise<Set<string>> {
      if (answerIds.length === 0) return new Set()
      const owners = await redis.mget(answerIds.map(ownerKey))
      return new Set(answerIds.filter((_, index) => owners[index] !== null))
    },

    async close() {
      for (const heartbeat of heartbeats) clearInterval(heartbeat)
      await stopSubscribed
      await Promise.all([redis.quit(), subscriber.quit()])
    },
  }
}
