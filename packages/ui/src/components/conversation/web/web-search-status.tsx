import type { WebSearch } from '@amply/api/entities/web-search'
import { Globe, Loader2, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * What an answer searched and read: "Searching the web for …" and "Reading N pages" while it
 * works; once done, why it found nothing (when it did not) and the pages it could not read.
 */
export function WebSearchStatus({ search }: { search: WebSearch | null }) {
  const { t } = useTranslation('conversation')
  if (!search) return null
  // Isolated: a question in one direction inside a sentence in the other keeps its own order.
  const query = `\u2068${search.queries.at(-1) ?? ''}\u2069`
  if (search.status !== 'done') {
    return (
      <p
        role="status"
        data-slot="web-search-status"
        className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {search.status === 'searching' ? (
          <span>{t('web.searching', { query })}</span>
        ) : (
          <>
            <span>{t('web.reading', { count: search.reading.length })}</span>
            <span className="text-xs">{search.reading.map((page) => page.site).join(' · ')}</span>
          </>
        )}
      </p>
    )
  }
  return (
    <div data-slot="web-search-status" className="mb-2 space-y-1 text-xs text-muted-foreground">
      {search.problem ? (
        <p role="note" className="flex items-center gap-1.5 text-sm">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t(`web.problem.${search.problem}`)}
        </p>
      ) : (
        <p className="flex items-center gap-1.5">
          <Globe aria-hidden="true" className="size-3.5 shrink-0" />
          <span>{t('web.searched', { query })}</span>
        </p>
      )}
      {search.skipped.length > 0 && (
        <details>
          <summary className="cursor-pointer">
            {t('web.skipped', { count: search.skipped.length })}
          </summary>
          <ul className="mt-1 space-y-0.5 ps-4">
            {search.skipped.map((page) => (
              <li key={page.url} className="break-all">
                {page.site}: {t(`web.skip.${page.reason}`)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
