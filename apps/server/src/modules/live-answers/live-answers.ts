import type { Logger } from '../../lib/logger'
import type { AnswerOwner, Follow, LiveAnswer } from './live-answer'
import { createLiveAnswer } from './live-answer'
import { createRedisAnswers } from './redis-answers'

/** The user pressed Stop (in any tab, on any process). */
export class StopRequested extends Error {
  override readonly name = 'StopRequested'
}

/** The server is shutting down and could not wait for the answer to end. */
export class ServerStopping extends Error {
  override readonly name = 'ServerStopping'
}

export interface LiveAnswersOptions {
  /** Shares answers with the other server processes; this process only when absent. */
  redisUrl?: string | undefined
  logger: Logger
}

/**
 * The answers being generated: started here, followed and stopped from here or, through Redis
 * when REDIS_URL is set, from any other server process. An answer lives until its provider is
 * done (or it is stopped), whoever reads it.
 */
export function createLiveAnswers({ redisUrl, logger }: LiveAnswersOptions) {
  const running = new Map<string, LiveAnswer>()
  const shared = redisUrl
    ? createRedisAnswers(redisUrl, logger, (answerId) => {
        running.get(answerId)?.stop(new StopRequested('Stopped from another server process'))
      })
    : undefined

  const ownedBy = (answerId: string, userId: string) => {
    const answer = running.get(answerId)
    return answer?.owner.userId === userId ? answer : undefined
  }

  return {
    start(owner: AnswerOwner): LiveAnswer {
      const answer = createLiveAnswer(owner)
      running.set(owner.answerId, answer)
      void answer.ended.then(() => running.delete(owner.answerId))
      shared?.publish(answer)
      return answer
    },

    /** The user's answer in progress, here or on another process; null when none is. */
    async follow(answerId: string, userId: string): Promise<Follow | null> {
      const local = ownedBy(answerId, userId)
      if (local) return local.follow
      return (await shared?.follow(answerId, userId)) ?? null
    },

    /** Stops the user's answer wherever it runs and waits until it is stored; false when none ran. */
    async stop(answerId: string, userId: string): Promise<boolean> {
      const local = ownedBy(answerId, userId)
      if (local) {
        local.stop(new StopRequested('Stopped'))
        await local.ended
        return true
      }
      return (await shared?.stop(answerId, userId)) ?? false
    },

    /** Which of these answers are being generated (their conversation's owner was checked). */
    async liveAmong(answerIds: string[]): Promise<Set<string>> {
      const here = answerIds.filter((id) => running.has(id))
      const elsewhere = answerIds.filter((id) => !running.has(id))
      const remote = shared
        ? await shared.live(elsewhere).catch((error: unknown) => {
            logger.warn('redis: live answers unknown', { error: String(error) })
            return new Set<string>()
          })
        : new Set<string>()
      return new Set([...here, ...remote])
    },

    /**
     * At shutdown: lets the answers in progress finish within `graceMs`, then stops the rest
     * (stored as they are) and waits until they are stored.
     */
    async drain(graceMs: number) {
      const all = () => Promise.all([...running.values()].map((answer) => answer.ended))
      let timer: NodeJS.Timeout | undefined
      await Promise.race([all(), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))])
      clearTimeout(timer)
      for (const answer of running.values()) {
        answer.stop(new ServerStopping('The server is shutting down'))
      }
      await all()
      await shared?.close()
    },
  }
}

export type LiveAnswers = ReturnType<typeof createLiveAnswers>
