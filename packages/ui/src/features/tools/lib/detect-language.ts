import { toolLanguageOf } from '@amply/core/tools/languages'

/** Fewer letters than this say too little about their language to name it. */
const MIN_LETTERS = 8

/**
 * The language a text is written in, as one of the tool languages; null when the text is too
 * short or the detector cannot tell. The detector (about 35 KB) downloads on first use only.
 */
export async function detectLanguage(text: string): Promise<string | null> {
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (letters < MIN_LETTERS) return null
  const { detect } = await import('tinyld/light')
  const code = detect(text)
  return code ? toolLanguageOf(code) : null
}
