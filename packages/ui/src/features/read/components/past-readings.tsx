import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { conversationPath } from '../../../lib/paths'
import { readingsQueryOptions } from '../api/documents'

/** The documents read before, newest first, each a link to its reading's address. */
export function PastReadings() {
  const { t, i18n } = useTranslation('read')
  const readings = useQuery(readingsQueryOptions())
  const items = readings.data?.items ?? []
  if (readings.isSuccess && items.length === 0) return null
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby="past-readings" className="flex flex-col gap-3">
      <h2 id="past-readings" className="text-base font-semibold">
        {t('past.title')}
      </h2>
      {readings.isPending ? (
        <div aria-busy="true" aria-label={t('past.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : readings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('past.failed')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((reading) => (
            <li key={reading.session_id}>
              <Link
                to={conversationPath('read', reading.session_id)}
                className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  {/* Its own direction, at the start of the line: a Latin name in Arabic too. */}
                  <span dir="auto" className="block w-fit max-w-full truncate text-sm font-medium">
                    {reading.title}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {date.format(new Date(reading.updated_at))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
