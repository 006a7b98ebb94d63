import { describe, expect, it } from 'vitest'
import { textDirection } from './text-direction'

describe('the direction of a markdown block', () => {
  it('reads Arabic right to left and English left to right', () => {
    expect(textDirection('## الترتيب بالدمج\n\nتُقسم القائمة إلى نصفين.')).toBe('rtl')
    expect(textDirection('## Merge sort\n\nThe list is split in half.')).toBe('ltr')
  })

  it('keeps an Arabic sentence that names English words right to left', () => {
    expect(textDirection('استخدم **Python** أو JavaScript لكتابة هذه الدالة بسرعة.')).toBe('rtl')
  })

  it('does not count code, link targets or tags', () => {
    const arabicAroundCode = [
      'ثبّت الحزمة `npm install --save-dev typescript` ثم شغّلها.',
      '',
      '```ts',
      'const sortedNumbersInAscendingOrder = numbers.toSorted((a, b) => a - b)',
      '```',
    ].join('\n')
    expect(textDirection(arabicAroundCode)).toBe('rtl')
    expect(textDirection('[الدليل](https://example.com/a-very-long-english-address)')).toBe('rtl')
    expect(textDirection('<span class="something-english">مرحبا</span>')).toBe('rtl')
  })

  it('lets the first strong letter decide a tie, and reads text without letters left to right', () => {
    expect(textDirection('ab سم')).toBe('ltr')
    expect(textDirection('سم ab')).toBe('rtl')
    expect(textDirection('| 1 | 2 |\n| - | - |\n| ٣ | 4 |')).toBe('ltr')
    expect(textDirection('')).toBe('ltr')
  })

  it('reads Hebrew right to left and other scripts left to right', () => {
    expect(textDirection('שלום עולם')).toBe('rtl')
    expect(textDirection('Привет, мир')).toBe('ltr')
    expect(textDirection('こんにちは')).toBe('ltr')
  })
})
