import { useContext, useEffect } from 'react'
import { HeadCollectorContext } from '../lib/head/head-collector'
import { applyPageHead } from '../lib/head/page-head'
import type { PageHead } from '../lib/head/page-head'

/**
 * A page's title ("{title} | {product name}"), canonical link, description, robots and Open
 * Graph tags: written into the HTML when prerendered, kept up to date in the browser.
 */
export function PageMeta({ title, path, description, noIndex = false }: PageHead) {
  const collect = useContext(HeadCollectorContext)
  collect?.({ title, path, description, noIndex })
  useEffect(() => {
    applyPageHead(document, { title, path, description, noIndex })
  }, [title, path, description, noIndex])
  return null
}
