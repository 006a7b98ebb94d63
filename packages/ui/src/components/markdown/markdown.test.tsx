import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../test/render-app'
import { Markdown } from './markdown'

const hostile = [
  'Click [here](javascript:alert(1)) or [there](JaVaScRiPt:alert(2)) or [safe](https://example.com/docs).',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true"> <a href="javascript:alert(3)" onclick="alert(4)">raw</a>',
  '',
  '<iframe src="https://example.com"></iframe>',
].join('\n')

describe('Markdown: model output is rendered inert', () => {
  it('drops scripts, event handlers, frames and javascript: links; links open in a new tab', async () => {
    const { container } = renderWithServices(<Markdown text={hostile} />)
    await screen.findByText('safe')
    expect(container.querySelector('script, iframe')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false)
        expect(attribute.value.toLowerCase()).not.toContain('javascript:')
      }
    }
    const link = screen.getByRole('link', { name: 'safe' })
    expect(link.getAttribute('href')).toBe('https://example.com/docs')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.queryByRole('link', { name: 'here' })).toBeNull()
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  })

  it('renders a GFM table and completes half-written emphasis while streaming', async () => {
    const { container } = renderWithServices(
      <Markdown text={'| a | b |\n| --- | --- |\n| 1 | 2 |\n\nSo **this is bol'} streaming />,
    )
    await waitFor(() => {
      expect(container.querySelector('table')).not.toBeNull()
    })
    expect(container.textContent).not.toContain('**')
    expect(screen.getByText('this is bol')).toBeTruthy()
  })

  it('draws maths with KaTeX, inline and as a block', async () => {
    const { container } = renderWithServices(
      <Markdown text={'It takes $$n \\log n$$ steps:\n\n$$\nT(n) = 2T(n/2) + n\n$$\n'} />,
    )
    await waitFor(() => {
      expect(container.querySelector('.katex-display .katex')).not.toBeNull()
    })
    expect(container.querySelectorAll('.katex')).toHaveLength(2)
    expect(container.textContent).not.toContain('$$')
  })

  it('sets each block in the direction of its own words, Arabic right to left', async () => {
    const text = [
      '## الترتيب بالدمج',
      '',
      'تُقسم القائمة إلى نصفين ثم تُدمج باستخدام **Python** أو `sorted()`.',
      '',
      'An English paragraph after them.',
    ].join('\n')
    for (const streaming of [false, true]) {
      const { container, unmount } = renderWithServices(
        <Markdown text={text} streaming={streaming} />,
      )
      const heading = await screen.findByRole('heading', { name: 'الترتيب بالدمج' })
      expect(heading.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
      expect(
        screen
          .getByText(/تُقسم القائمة/)
          .closest('[dir]')
          ?.getAttribute('dir'),
      ).toBe('rtl')
      expect(
        screen
          .getByText(/An English paragraph/)
          .closest('[dir]')
          ?.getAttribute('dir'),
      ).toBe('ltr')
      // Decided per block, not left to the browser.
      expect(container.querySelector('[dir="auto"]')).toBeNull()
      unmount()
    }
  })

  it('shows code and tables at their full height, without a scrolling box of their own', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `| ${String(i)} | row ${String(i)} |`)
    const lines = Array.from({ length: 60 }, (_, i) => `const line${String(i)} = ${String(i)}`)
    const text = ['| n | name |', '| --- | --- |', ...rows, '', '```ts', ...lines, '```'].join('\n')
    for (const streaming of [false, true]) {
      const { container, unmount } = renderWithServices(
        <Markdown text={text} streaming={streaming} />,
      )
      await waitFor(() => {
        expect(container.querySelector('table')).not.toBeNull()
        expect(container.querySelector('[data-streamdown="code-block"]')).not.toBeNull()
      })
      expect(container.querySelectorAll('[style*="max-height"]')).toHaveLength(0)
      unmount()
    }
  })
})
