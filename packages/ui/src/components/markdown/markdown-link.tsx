import type { ComponentProps } from 'react'
import { CitationLink } from '../conversation/web/citation-link'
import { useCitationSources } from '../conversation/web/citation-context'
import { citedSource } from '../conversation/web/citations'
import { textLinkVariants } from '../ui/text-link'

/**
 * A link in model output. The sanitiser has already dropped unsafe addresses (`javascript:`
 * and the like render as text); what is left opens in a new tab that cannot reach this page.
 * A citation of one of the answer's web sources is drawn as one.
 */
export function MarkdownLink({ href, title, children }: ComponentProps<'a'>) {
  // An answer's `[n]` citation of a web source (components/conversation/web/citations.ts).
  const cited = citedSource(
    useCitationSources(),
    href,
    typeof children === 'string' ? children : '',
  )
  if (cited) return <CitationLink source={cited} />
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={textLinkVariants({ underline: 'always' })}
    >
      {children}
    </a>
  )
}
