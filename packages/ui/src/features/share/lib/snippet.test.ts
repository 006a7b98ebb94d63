import { describe, expect, it } from 'vitest'
import { snippet } from './snippet'

describe('snippet', () => {
  it('reads markdown as plain words on one line', () => {
    expect(snippet('## Plan\n\n**Go** to [Rome](https://x.example)\n```js\nlet a\n```')).toBe(
      'Plan Go to Rome let a',
    )
  })

  it('cuts long text with an ellipsis', () => {
    expect(snippet('word '.repeat(50), 12)).toBe('word word…')
  })
})
