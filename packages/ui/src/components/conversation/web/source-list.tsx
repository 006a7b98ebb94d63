import type { WebSource } from '@amply/api/entities/web-search'
import { useTranslation } from 'react-i18next'
import { sourceHref } from './citations'
import { SiteIcon } from './site-icon'

/** The pages an answer was given, numbered as it cites them, each a link to its page. */
export function SourceList({ sources }: { sources: readonly WebSource[] }) {
  const { t } = useTranslation('conversation')
  if (sources.length === 0) return null
  return (
    <section data-slot="sources" aria-label={t('web.sources')} className="mt-3">
      <h2 className="mb-1.5 text-xs font-medium text-muted-foreground">{t('web.sources')}</h2>
      <ol className="grid gap-1.5 sm:grid-cols-2">
        {sources.map((source) => (
          <li key={source.n}>
            <a
              href={sourceHref(source)}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="flex items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="w-4 shrink-0 text-center text-xs text-muted-foreground tabular-nums">
                {source.n}
              </span>
              <SiteIcon source={source} />
              <span className="min-w-0 flex-1">
                <span dir="auto" className="block truncate">
                  {source.title}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{source.site}</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  )
}
