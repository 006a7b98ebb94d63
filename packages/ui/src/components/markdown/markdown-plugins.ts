import type { PluginConfig } from 'streamdown'
import { createWorkerHighlighter } from './worker-highlighter'

/**
 * The renderer's heavy parts download only when an answer needs them: highlighting with the
 * first code block, KaTeX with the first formula, mermaid with the first diagram. Once loaded
 * they stay for every message.
 */
type PluginName = 'code' | 'math' | 'mermaid'

/**
 * Code's light and dark themes, held once: a new array each render is a new theme to the
 * renderer, which then redraws every code block and table of an answer on every streamed frame.
 */
export const codeThemes: ['github-light', 'github-dark'] = ['github-light', 'github-dark']

const loaders: Record<PluginName, () => Promise<Partial<PluginConfig>>> = {
  // Highlighting runs on a worker thread, where Shiki's grammars compile and run.
  code: () =>
    new Promise((resolve) => {
      const worker = new Worker(new URL('./highlight-worker.ts', import.meta.url), {
        type: 'module',
        name: 'code-highlighting',
      })
      resolve({ code: createWorkerHighlighter(worker, codeThemes) })
    }),
  // remark-math reads the maths; KaTeX draws each formula once (cached-katex.ts).
  math: async () => {
    const [{ createMathPlugin }, { rehypeCachedKatex, warmUpKatex }] = await Promise.all([
      import('@streamdown/math'),
      import('./cached-katex'),
      import('katex/dist/katex.min.css'),
    ])
    warmUpKatex()
    await loadFonts(katexFonts)
    const plugin = createMathPlugin({ singleDollarTextMath: false })
    const errorColor = 'var(--color-muted-foreground)'
    return { math: { ...plugin, rehypePlugin: [rehypeCachedKatex, { errorColor }] } }
  },
  mermaid: async () => ({ mermaid: (await import('@streamdown/mermaid')).mermaid }),
}

/**
 * The fonts of most formulas (letters, symbols, the sizes of brackets), fetched with KaTeX:
 * fetched by the first formula instead, they arrived in the middle of an answer and had its
 * maths laid out again.
 */
const katexFonts = ['1em KaTeX_Main', 'italic 1em KaTeX_Math', '1em KaTeX_Size1', '1em KaTeX_Size2']

/** Loads fonts of the page's stylesheets; a font that fails is left to the browser's fallback. */
async function loadFonts(fonts: readonly string[]) {
  if (typeof document === 'undefined' || !('fonts' in document)) return
  await Promise.all(fonts.map((font) => document.fonts.load(font).catch(() => [])))
}

/** What a text needs, from cheap looks at it. */
export function pluginsNeeded(text: string): PluginName[] {
  const needed: PluginName[] = []
  if (text.includes('```') || text.includes('~~~')) needed.push('code')
  if (text.includes('$$') || text.includes('\\(') || text.includes('\\[')) needed.push('math')
  if (/^\s*(```|~~~)\s*mermaid/m.test(text)) needed.push('mermaid')
  return needed
}

let loaded: PluginConfig = {}
const loading = new Map<PluginName, Promise<void>>()
const listeners = new Set<() => void>()

/** The plugins loaded so far: the same object until another one arrives. */
export const loadedPlugins = () => loaded

export function subscribePlugins(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Starts downloading the plugins a text needs (each once). */
export function requirePlugins(names: readonly PluginName[]) {
  for (const name of names) {
    if (loading.has(name)) continue
    loading.set(
      name,
      loaders[name]().then(
        (plugin) => {
          loaded = { ...loaded, ...plugin }
          for (const listener of [...listeners]) listener()
        },
        // A failed download leaves the text unhighlighted; the next need tries again.
        () => {
          loading.delete(name)
        },
      ),
    )
  }
}
