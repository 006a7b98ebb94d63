import type { Element, ElementContent, RootContent } from 'hast'
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic'
import katex from 'katex'
import { createLruCache } from '../../lib/lru-cache'

export interface CachedKatexOptions {
  /** The colour of a formula KaTeX cannot read, drawn as its source. */
  errorColor?: string
}

/** Formulas drawn so far, by mode and source: most repeat (a table's cells, every frame). */
const drawn = createLruCache<string, ElementContent[]>(1000)

const classesOf = (element: Element): unknown[] => {
  const className = element.properties.className
  return Array.isArray(className) ? className : []
}

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : ''

function draw(source: string, displayMode: boolean, errorColor: string): ElementContent[] {
  let html: string
  try {
    html = katex.renderToString(source, { displayMode, errorColor, throwOnError: true })
  } catch {
    try {
      // Drawn as far as KaTeX can, its error marked in place.
      html = katex.renderToString(source, {
        displayMode,
        errorColor,
        throwOnError: false,
        strict: 'ignore',
      })
    } catch {
      return [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['katex-error'], style: `color:${errorColor}` },
          children: [{ type: 'text', value: source }],
        },
      ]
    }
  }
  return fromHtmlIsomorphic(html, { fragment: true }).children as ElementContent[]
}

/**
 * Draws a formula of the common kinds (fractions, scaled brackets, scripts) and drops it: the
 * first formulas of a page otherwise pay for compiling KaTeX's code, 10 to 15 ms within the
 * frames of the answer that holds them.
 */
export function warmUpKatex() {
  katex.renderToString('T(n) = 2T\\left(\\frac{n}{2}\\right) + n^2 = O(n \\log n)', {
    displayMode: true,
  })
}

/**
 * A rehype plugin drawing maths with KaTeX, as rehype-katex does (remark-math's `language-math`
 * code, inline or in a `pre` for display), each formula drawn once: a streamed answer parses
 * the block being written again on every frame, and a table of formulas would have KaTeX draw
 * and the browser parse every one of them each time. The nodes of a formula are shared by
 * every tree that shows it: it must run last, as nothing after it may change them (the
 * renderer only reads the tree into elements).
 */
export function rehypeCachedKatex(options: CachedKatexOptions = {}) {
  const errorColor = options.errorColor ?? '#cc0000'
  const formula = (source: string, displayMode: boolean) => {
    const key = `${displayMode ? 'display' : 'inline'}:${source}`
    let nodes = drawn.get(key)
    if (!nodes) {
      nodes = draw(source, displayMode, errorColor)
      drawn.set(key, nodes)
    }
    return nodes
  }
  // Children of the root or of an element: the formulas give each a new list.
  const replaceIn = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type !== 'element') return [child]
      const math = mathIn(child)
      if (!math) {
        replaceIn(child)
        return [child]
      }
      return formula(textOf(math.code), math.displayMode)
    })
  }
  return replaceIn
}

/** remark-math's maths: `code.language-math`, shown as a block when in a `pre` (or so marked). */
function mathIn(element: Element): { code: Element; displayMode: boolean } | undefined {
  const only = element.children.length === 1 ? element.children[0] : undefined
  const code = element.tagName === 'pre' && only?.type === 'element' ? only : element
  if (code.tagName !== 'code' || !classesOf(code).includes('language-math')) return undefined
  return { code, displayMode: code !== element || classesOf(code).includes('math-display') }
}
