import { brand } from '@amply/api/brand'

/** What a page says about itself in `<head>`. */
export interface PageHead {
  /** The page's own title; the document title is "{title} | {product name}". */
  title: string
  /** The page's path, for its canonical link. */
  path: string
  description?: string
  /** Kept out of search engines (sign-in pages, 404, /email). */
  noIndex?: boolean
}

export const documentTitle = (title: string) => `${title} | ${brand.name}`

/**
 * The site's public address, as the server put it into the page (`<meta name="public-url">`,
 * filled from its PUBLIC_URL); the page's own origin when it has none (tests, dev server).
 */
export function publicUrl(doc: Document): string {
  const fromServer = doc.querySelector('meta[name="public-url"]')?.getAttribute('content')
  return fromServer && /^https?:\/\//.test(fromServer) ? fromServer : doc.location.origin
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The head tags of a prerendered page, as HTML. The same fields as `applyPageHead` sets in the
 * browser, so a hydrated page keeps its head as it was.
 */
export function pageHeadHtml(head: PageHead, siteUrl: string): string {
  const url = `${siteUrl}${head.path}`
  const title = documentTitle(head.title)
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    head.noIndex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    head.description
      ? `<meta property="og:description" content="${escapeHtml(head.description)}" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** Sets the head of the page now shown (client-side navigation). */
export function applyPageHead(doc: Document, head: PageHead): void {
  const url = new URL(head.path, publicUrl(doc)).href
  const title = documentTitle(head.title)
  doc.title = title
  upsert(doc, 'link[rel="canonical"]', 'link', { rel: 'canonical', href: url })
  setMeta(doc, 'name', 'description', head.description)
  setMeta(doc, 'name', 'robots', head.noIndex ? 'noindex' : undefined)
  setMeta(doc, 'property', 'og:title', title)
  setMeta(doc, 'property', 'og:url', url)
  setMeta(doc, 'property', 'og:description', head.description)
}

function setMeta(doc: Document, attribute: string, name: string, content: string | undefined) {
  const selector = `meta[${attribute}="${name}"]`
  if (content === undefined) doc.head.querySelector(selector)?.remove()
  else upsert(doc, selector, 'meta', { [attribute]: name, content })
}

function upsert(doc: Document, selector: string, tag: string, attributes: Record<string, string>) {
  const element = doc.head.querySelector(selector) ?? doc.head.appendChild(doc.createElement(tag))
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
}
