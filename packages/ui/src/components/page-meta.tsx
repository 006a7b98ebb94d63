import { useAppServices } from '../lib/app-services'
import { documentTitle } from '../lib/head/page-head'
import type { PageHead } from '../lib/head/page-head'

/**
 * A page's title ("{title} | {product name}"), canonical link, description, robots and Open
 * Graph tags, as React 19 head tags: React puts them into `<head>` (first in the prerendered
 * HTML, which the build moves there) and takes them away with the page.
 */
export function PageMeta({ title, path, description, noIndex = false }: PageHead) {
  const { siteUrl } = useAppServices()
  const url = `${siteUrl}${path}`
  const fullTitle = documentTitle(title)
  return (
    <>
      <title>{fullTitle}</title>
      <link rel="canonical" href={url} />
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:url" content={url} />
      {description && <meta property="og:description" content={description} />}
    </>
  )
}
