import { ProviderError } from './chat-provider'

/**
 * Test-only steering of the demo provider, so end-to-end tests and benches drive real answers
 * through the real server without a model: a question carrying `[demo:…]` directives gets the
 * answer they ask for. Only the test server understands them (test-support/main.ts gives the
 * demo its controls); everywhere else they are ordinary text.
 *
 * - `[demo:echo]`: the answer is the rest of the question, verbatim (markdown, code, tables...).
 * - `[demo:hold:N]`: N answer pieces, then nothing until released by a word of the question
 *   (`POST /__test/demo/release`) or stopped: the test acts while the answer is surely in the
 *   middle.
 * - `[demo:fail:STATUS]`: after the pieces before it (or a hold), the provider answers the
 *   status (429, 500...) as a real one would mid-stream.
 * - `[demo:drop]`: the same, the connection to the provider lost.
 */
export interface DemoDirectives {
  echo: boolean
  /** Pieces streamed before holding. */
  holdAfter?: number
  failure?: ProviderError
}

const directivePattern = /\[demo:([a-z]+)(?::(\d+))?\]\s*/g

/** The directives of a question, and the question without them. */
export function readDirectives(question: string): { directives: DemoDirectives; rest: string } {
  const directives: DemoDirectives = { echo: false }
  const rest = question.replace(directivePattern, (match, name: string, value?: string) => {
    if (name === 'echo') directives.echo = true
    else if (name === 'hold') directives.holdAfter = Number(value ?? 0)
    else if (name === 'fail') {
      const status = Number(value ?? 500)
      directives.failure = new ProviderError('status', `Demo failure ${String(status)}`, status)
    } else if (name === 'drop') {
      directives.failure = new ProviderError('dropped', 'Demo connection dropped')
    } else return match
    return ''
  })
  return { directives, rest }
}

/**
 * The held answers of one server, released by a word of their question. Only a test server has
 * them (test-support/demo-controls.ts).
 */
export interface DemoControls {
  /** Resolves when released or when `signal` aborts (a Stop). */
  hold(question: string, signal: AbortSignal): Promise<void>
  /**
   * Lets the answers held so far whose question contains `word` go on (each test puts its own
   * word in its question, so tests running side by side release only their own); how many.
   */
  release(word: string): number
}
