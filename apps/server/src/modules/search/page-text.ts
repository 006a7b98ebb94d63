import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'

/** The part of linkedom's DOM read here (its own types need the DOM library, which a server lacks). */
interface HtmlNode {
  textContent: string
  innerHTML: string
  after: (node: HtmlNode) => void
  remove: () => void
}
interface HtmlDocument {
  body: HtmlNode | null
  querySelector: (selector: string) => HtmlNode | null
  querySelectorAll: (selector: string) => Iterable<HtmlNode>
  createTextNode: (text: string) => HtmlNode
}
const parse = (html: string) =>
  (parseHTML as unknown as (html: string) => { document: HtmlDocument })(html).document

export interface PageText {
  title: string
  /** The site's own name for itself, when the page says it. */
  siteName: string | null
  /** The readable text, paragraphs separated by blank lines. */
  text: string
}

/** Elements after which the text breaks: a paragraph's words never run into the next one's. */
const BLOCKS = 'p,h1,h2,h3,h4,h5,h6,li,pre,blockquote,tr,dt,dd,figcaption,br,div,section,article'

const collapse = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')

function textOf(html: string): string {
  const document = parse(`<!doctype html><html><body>${html}</body></html>`)
  for (const element of document.querySelectorAll(BLOCKS)) {
    element.after(document.createTextNode('\n\n'))
  }
  return collapse(document.body?.textContent ?? '')
}

/** The bytes as text in the charset the server named (UTF-8 when it named none it knows). */
export function decodeText(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

/** A binary file served as text: NUL bytes do not occur in text. */
export const looksBinary = (body: Buffer) => body.subarray(0, 4096).includes(0)

/**
 * The readable text of a web page (Mozilla's Readability, on linkedom's DOM): the article
 * without its menus, footers and scripts; the whole body's text when Readability finds no
 * article. Plain text is taken as it is.
 */
export function pageText(source: string, contentType: string): PageText {
  if (contentType === 'text/plain') return { title: '', siteName: null, text: collapse(source) }
  const document = parse(source)
  const title = document.querySelector('title')?.textContent.trim() ?? ''
  for (const element of document.querySelectorAll('script,style,noscript,template,svg')) {
    element.remove()
  }
  const body = document.body?.innerHTML ?? ''
  const article = new Readability(document, {
    charThreshold: 200,
  }).parse()
  const text = article?.content ? textOf(article.content) : ''
  return {
    title: article?.title?.trim() ? article.title.trim() : title,
    siteName: article?.siteName?.trim() ? article.siteName.trim() : null,
    text: text || textOf(body),
  }
}
