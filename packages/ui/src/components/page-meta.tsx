import { brand } from '@amply/api/brand'

/**
 * Sets the page title as "{title} | {product name}" and its canonical link
 * (React hoists both into <head>).
 */
export function PageMeta({
  title,
  path,
  noIndex = false,
}: {
  title: string
  path: string
  noIndex?: boolean
}) {
  const canonical =
    typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
  return (
    <>
      <title>{`${title} | ${brand.name}`}</title>
      <link rel="canonical" href={canonical} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
