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
 * Where the build writes the site's address (canonical links, Open Graph, the sitemap); the
 * server puts its PUBLIC_URL there when it serves a page.
 */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__'

/**
 * The site's public address, as the server put it into the page (`<meta name="public-url">`,
 * filled from its PUBLIC_URL); the page's own origin when it has none (tests, dev server).
 */
export function publicUrl(doc: Document): string {
  const fromServer = doc.querySelector('meta[name="public-url"]')?.getAttribute('content')
  return fromServer && /^https?:\/\//.test(fromServer) ? fromServer : doc.location.origin
}
