import type { DemoControls } from '../src/modules/providers/demo-directives'

/** The test server's hold on demo answers (`[demo:hold:N]`), released by `POST /__test/demo/release`. */
export function createDemoControls(): DemoControls {
  const held = new Map<() => void, string>()
  return {
    hold(question, signal) {
      return new Promise((resolve) => {
        if (signal.aborted) {
          resolve()
          return
        }
        const done = () => {
          held.delete(done)
          signal.removeEventListener('abort', done)
          resolve()
        }
        held.set(done, question)
        signal.addEventListener('abort', done, { once: true })
      })
    },
    release(word) {
      const waiting = [...held].filter(([, question]) => question.includes(word))
      for (const [done] of waiting) done()
      return waiting.length
    },
  }
}
