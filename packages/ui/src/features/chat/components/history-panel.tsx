import { useInfiniteQuery } from '@tanstack/react-query'
import { Search, SquarePen } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { historyQueryOptions } from '../api/history'
import { groupByDate } from '../lib/date-groups'
import type { DateGroup } from '../lib/date-groups'
import { HistoryItem } from './history-item'
import { dateTimeFormat } from '../../../lib/format/intl-cache'

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250

function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value)
    }, delay)
    return () => {
      clearTimeout(timer)
    }
  }, [value, delay])
  return settled
}

/**
 * The chat's conversations, newest first under date headings: search, rename, delete, more
 * as the reader scrolls; the one on screen is marked.
 */
export function HistoryPanel({
  currentId,
  onOpen,
  onNewChat,
  onDeleted,
  onShare,
  searchRef,
}: {
  currentId: string | null
  /** A conversation's link was followed. */
  onOpen: () => void
  onNewChat: () => void
  onDeleted: (sessionId: string) => void
  onShare?: (sessionId: string) => void
  searchRef?: React.Ref<HTMLInputElement>
}) {
  const { t, i18n } = useTranslation('chat')
  const [search, setSearch] = useState('')
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS)
  const history = useInfiniteQuery(historyQueryOptions(query))
  const end = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history

  useEffect(() => {
    const sentinel = end.current
    if (!sentinel || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage()
      }
    })
    observer.observe(sentinel)
    return () => {
      observer.disconnect()
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const heading = (group: DateGroup) =>
    group.kind === 'month'
      ? dateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
          new Date(group.year, group.month, 1),
        )
      : t(`history.groups.${group.kind}`)

  const conversations = history.data?.pages.flatMap((page) => page.items) ?? []
  const groups = groupByDate(conversations, new Date())

  return (
    <nav aria-label={t('history.label')} className="flex h-full min-h-0 flex-col gap-2 p-2">
      <Button
        variant="outline"
        className="justify-start"
        aria-keyshortcuts="Control+Shift+O"
        onClick={onNewChat}
      >
        <SquarePen aria-hidden="true" />
        {t('newChat')}
      </Button>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={searchRef}
          type="search"
          value={search}
          aria-label={t('history.search')}
          placeholder={t('history.search')}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
          }}
          className="h-10 w-full rounded-md border bg-background ps-8 pe-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      </div>
      <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
        {history.isPending ? (
          <div className="space-y-2 pt-2" aria-busy="true" aria-label={t('history.loading')}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : history.isError ? (
          <div className="space-y-2 p-2 text-sm">
            <p>{t('history.failed')}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void history.refetch()
              }}
            >
              {t('history.retry')}
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">
            {query ? t('history.noResults') : t('history.empty')}
          </p>
        ) : (
          groups.map(({ key, group, items }) => (
            <section key={key} className="mb-3" aria-labelledby={`history-${key}`}>
              <h2
                id={`history-${key}`}
                className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
              >
                {heading(group)}
              </h2>
              <ul>
                {items.map((conversation) => (
                  <li key={conversation.session_id}>
                    <HistoryItem
                      conversation={conversation}
                      current={conversation.session_id === currentId}
                      onOpen={onOpen}
                      onDeleted={onDeleted}
                      {...(onShare ? { onShare } : {})}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <div ref={end} aria-hidden="true" className="h-1" />
        {isFetchingNextPage && <Skeleton className="h-8" />}
      </div>
    </nav>
  )
}
