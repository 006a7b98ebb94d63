import type { WebSource } from '@amply/api/entities/web-search'
import { useTranslation } from 'react-i18next'
import { HoverCard, HoverCardContent, HoverCardTrigger } from '../../ui/hover-card'
import { sourceHref } from './citations'
import { SiteIcon } from './site-icon'

/**
 * An answer's `[n]`: a small number that opens the page at the quoted passage; hovering or
 * focusing it shows the source and the passage (docs/product.md#web-search).
 */
export function CitationLink({ source }: { source: WebSource }) {
  const { t } = useTranslation('conversation')
  const passage = source.passages[0]
  return (
    <HoverCard>
      <HoverCardTrigger asChild>
        <a
          href={sourceHref(source)}
          target="_blank"
          rel="noopener noreferrer nofollow"
          data-slot="citation"
          aria-label={t('web.citation', { n: source.n, title: source.title })}
          className="mx-0.5 inline-flex h-[1.15rem] min-w-[1.15rem] -translate-y-0.5 items-center justify-center rounded-full bg-muted px-1 align-baseline text-[0.7rem] leading-none font-medium text-muted-foreground no-underline hover:bg-primary hover:text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {source.n}
        </a>
      </HoverCardTrigger>
      <HoverCardContent data-slot="citation-card" className="space-y-2">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <SiteIcon source={source} />
          <span className="truncate">{source.site}</span>
        </div>
        <p dir="auto" className="line-clamp-2 font-medium">
          {source.title}
        </p>
        {passage ? (
          <blockquote
            dir="auto"
            className="line-clamp-6 border-s-2 ps-2 text-xs leading-relaxed text-muted-foreground"
          >
            {passage}
          </blockquote>
        ) : null}
      </HoverCardContent>
    </HoverCard>
  )
}
