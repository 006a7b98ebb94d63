import type { WebSource } from '@amply/api/entities/web-search'

/** Characters a text fragment directive gives meaning to, encoded (`-` and `,` included). */
const fragmentPart = (text: string) =>
  encodeURIComponent(text).replace(/-/g, '%2D').replace(/,/g, '%2C')

/**
 * The source's address, opened at its quoted passage where the browser supports text fragments
 * (`#:~:text=start,end`): the passage's first words to its last.
 */
export function sourceHref(source: WebSource): string {
  const words = (source.passages[0] ?? '').split(/\s+/).filter(Boolean)
  if (words.length === 0) return source.url
  const fragment =
    words.length <= 10
      ? fragmentPart(words.join(' '))
      : `${fragmentPart(words.slice(0, 6).join(' '))},${fragmentPart(words.slice(-4).join(' '))}`
  const url = new URL(source.url)
  url.hash = ''
  return `${url.href}#:~:text=${fragment}`
}

/**
 * The answer's `[n]` citations as links to their sources, for the renderer to draw as citations
 * (a number with no source, or a Markdown link's own text, stays as written).
 */
export function withCitationLinks(text: string, sources: readonly WebSource[]): string {
  if (sources.length === 0) return text
  const byNumber = new Map(sources.map((source) => [source.n, source]))
  // A run of citations ("[1][3]"), not a reference link's label ("[text][1]") or definition.
  return text.replace(/(?<!\])((?:\[\d{1,2}\])+)(?![(:])/g, (run: string) =>
    run.replace(/\[(\d{1,2})\]/g, (written, n: string) => {
      const source = byNumber.get(Number(n))
      return source ? `[${n}](<${sourceHref(source)}>)` : written
    }),
  )
}

/** The source a rendered link stands for, when it is a citation (`withCitationLinks`). */
export function citedSource(
  sources: readonly WebSource[],
  href: string | undefined,
  text: string,
): WebSource | undefined {
  if (!href || !/^\d{1,2}$/.test(text)) return undefined
  const source = sources.find((candidate) => candidate.n === Number(text))
  if (!source) return undefined
  // The renderer may write the address its own way: the page is what must match.
  const page = (address: string) => address.split('#')[0]
  return page(new URL(source.url).href) === page(href) ? source : undefined
}
