export type TextDirection = 'ltr' | 'rtl'

/** Letters read after this many count no more: a block's opening decides its direction. */
const LETTERS_CONSIDERED = 400

const isRtlLetter = (code: number) =>
  // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms.
  (code >= 0x0590 && code <= 0x08ff) ||
  (code >= 0xfb1d && code <= 0xfdff) ||
  (code >= 0xfe70 && code <= 0xfeff)

const letter = /\p{L}/u

/**
 * The direction one block of markdown reads in: right to left when its right-to-left letters
 * outnumber the others, so that an Arabic answer naming `npm` or "Python" stays right to left;
 * on a tie, its first strong letter decides. Code (fenced or inline), link targets and tags do
 * not count. One pass over the text, meant to run once per block (the renderer's own guess
 * runs six regular expressions over every block of a message on every streamed frame).
 */
export function textDirection(markdown: string): TextDirection {
  let rtl = 0
  let ltr = 0
  let first: TextDirection | null = null
  let fence = false
  let i = 0
  while (i < markdown.length && rtl + ltr < LETTERS_CONSIDERED) {
    const atLineStart = i === 0 || markdown[i - 1] === '\n'
    if (atLineStart && /^ {0,3}(```|~~~)/.test(markdown.slice(i, i + 6))) fence = !fence
    if (fence) {
      i = lineEnd(markdown, i)
      continue
    }
    const char = markdown[i]
    if (char === '`') i = after(markdown, i + 1, '`')
    else if (char === ']' && markdown[i + 1] === '(') i = after(markdown, i + 2, ')')
    else if (char === '<') i = after(markdown, i + 1, '>')
    else {
      const code = markdown.charCodeAt(i)
      const isLtr =
        (code >= 0x41 && code <= 0x5a) ||
        (code >= 0x61 && code <= 0x7a) ||
        (code > 0x7f && !isRtlLetter(code) && letter.test(char ?? ''))
      if (isRtlLetter(code) && letter.test(char ?? '')) {
        rtl += 1
        first ??= 'rtl'
      } else if (isLtr) {
        ltr += 1
        first ??= 'ltr'
      }
      i += 1
    }
  }
  if (rtl !== ltr) return rtl > ltr ? 'rtl' : 'ltr'
  return first ?? 'ltr'
}

/** Just past the next `close` on the same line, or the next character if there is none. */
function after(text: string, from: number, close: string): number {
  const found = text.indexOf(close, from)
  const end = lineEnd(text, from)
  return found === -1 || found >= end ? from : found + 1
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from)
  return end === -1 ? text.length : end + 1
}
