import { Readability } from '@mozilla/readability'
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script'

/** Enough of a page for a question about it; longer articles are cut here. */
const MAX_CHARACTERS = 40_000

/**
 * Injected into a page only when the user asks ("Chat with this page", "Summarize this
 * page"): answers its readable text, without ads and navigation, to the extension.
 */
export default defineUnlistedScript(() => {
  const article = new Readability(document.cloneNode(true) as Document).parse()
  const text = (article?.textContent ?? document.body.innerText)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  return {
    title: article?.title ?? document.title,
    url: location.href,
    text: text.slice(0, MAX_CHARACTERS),
  }
})
