import type { Element, ElementContent, Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { rehypeCachedKatex, warmUpKatex } from './cached-katex'

/** remark-math's maths as hast: inline `code.language-math`, or one in a `pre` for a block. */
const inline = (source: string): Element => ({
  type: 'element',
  tagName: 'code',
  properties: { className: ['language-math', 'math-inline'] },
  children: [{ type: 'text', value: source }],
})
const block = (source: string): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-math', 'math-display'] },
      children: [{ type: 'text', value: source }],
    },
  ],
})
const paragraph = (...children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children,
})

const drawn = (children: ElementContent[]) => {
  const tree: Root = { type: 'root', children }
  rehypeCachedKatex({ errorColor: 'gray' })(tree)
  return tree.children
}
const classes = (node: unknown) => {
  const className = (node as Element).properties.className
  return Array.isArray(className) ? className : []
}

describe('rehypeCachedKatex', () => {
  it('draws inline maths and a block of maths with KaTeX, in place of their code', () => {
    const [p, display] = drawn([
      paragraph({ type: 'text', value: 'It takes ' }, inline('n \\log n'), {
        type: 'text',
        value: ' steps.',
      }),
      block('T(n) = 2T(n/2) + n'),
    ])
    const words = (p as Element).children
    expect(words).toHaveLength(3)
    expect(words[0]).toEqual({ type: 'text', value: 'It takes ' })
    expect(classes(words[1])).toContain('katex')
    expect(words[2]).toEqual({ type: 'text', value: ' steps.' })
    expect(classes(display)).toContain('katex-display')
    expect(JSON.stringify(display)).toContain('annotation')
  })

  it('draws a formula once, however often it is drawn again (each frame of a streamed answer)', () => {
    const first = drawn([paragraph(inline('x^2 + y^2'))])
    const again = drawn([paragraph(inline('x^2 + y^2'), inline('x^2 + y^2'))])
    const [formula] = (first[0] as Element).children
    const [one, two] = (again[0] as Element).children
    // The same nodes, not drawn again.
    expect(one).toBe(formula)
    expect(two).toBe(formula)
    // The same source in display mode is another formula.
    const [display] = drawn([block('x^2 + y^2')])
    expect(classes(display)).toContain('katex-display')
  })

  it('marks maths KaTeX cannot read instead of failing, and leaves other code alone', () => {
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-ts'] },
      children: [{ type: 'text', value: 'const x = 1' }],
    }
    const [p] = drawn([paragraph(inline('\\frac{1}{'), code)])
    const [broken, untouched] = (p as Element).children
    expect(JSON.stringify(broken)).toContain('\\\\frac{1}{')
    expect(JSON.stringify(broken)).toMatch(/katex-error|color:gray/)
    expect(untouched).toBe(code)
  })
})

describe('warming KaTeX up', () => {
  it('draws its formula without an error (it runs as the maths plugin loads)', () => {
    expect(warmUpKatex).not.toThrow()
  })
})
