import { useEffect, useState, useSyncExternalStore } from 'react'
import { whenIdle } from '../../lib/when-idle'
import { Markdown } from './markdown'
import { loadedPlugins, subscribePlugins } from './markdown-plugins'

/** What answers are made of, a kind at a time: prose, code, a table of formulas, a formula. */
const samples = [
  '## Warming up\n\nSome **bold** and *slanted* words, `code` and [a link](https://example.com).\n\n1. First\n2. Second\n\n- One\n- Two\n\n> Quoted.',
  '```ts\nexport const answer: number = 42\n```',
  '| Algorithm | Cost |\n| --- | --- |\n| Merge sort | $$n \\log n$$ |\n| Insertion | $$n^2$$ |',
  '$$\nT(n) = 2T\\left(\\frac{n}{2}\\right) + n = O(n \\log n)\n$$',
]

/** Once per page: a second question finds everything drawn before. */
let warmedUp = false

/**
 * Draws an answer of every kind once, unseen, in idle moments while a question is being
 * typed: the first answer of a page would otherwise pay, in its first frames, for everything
 * the browser does once (compiling the renderer's code, KaTeX's first formula, loading the
 * fonts of headings, code and maths), 60 to 100 ms at once. One kind per idle moment, each
 * replacing the one before, in a box out of sight and out of reach. It ends once an answer is
 * `streaming`: that answer does the warming, and a sample drawn beside its first frames would
 * only lengthen them.
 */
export function RenderingWarmUp({ streaming }: { streaming: boolean }) {
  const plugins = useSyncExternalStore(subscribePlugins, loadedPlugins)
  const ready = plugins.code !== undefined && plugins.math !== undefined
  // Samples drawn so far; the last of them is on the page.
  const [drawn, setDrawn] = useState(0)
  useEffect(() => {
    if (streaming) warmedUp = true
  }, [streaming])
  useEffect(() => {
    if (!ready || warmedUp || streaming) return
    if (drawn > samples.length) {
      warmedUp = true
      return
    }
    return whenIdle(() => {
      setDrawn(drawn + 1)
    }, 300)
  }, [ready, drawn, streaming])

  const sample = warmedUp || streaming ? undefined : samples[drawn - 1]
  if (sample === undefined) return null
  return (
    <div
      data-slot="rendering-warm-up"
      aria-hidden="true"
      inert
      className="pointer-events-none invisible fixed start-0 top-0 -z-10 w-[44rem] max-w-full overflow-hidden"
    >
      <Markdown key={drawn} text={sample} streaming />
    </div>
  )
}
