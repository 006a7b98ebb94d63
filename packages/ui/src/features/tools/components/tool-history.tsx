import { useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../../components/ui/sheet'
import { Skeleton } from '../../../components/ui/skeleton'
import { toolHistoryQueryOptions } from '../api/history'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { conversationPath } from '../../../lib/paths'

/** The tool's recent sessions in a side sheet, each a link to its address. */
export function ToolHistory({ tool }: { tool: 'write' | 'translate' }) {
  const { t } = useTranslation('tools')
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
        }}
      >
        <History aria-hidden="true" />
        {t('history.open')}
      </Button>
      <SheetContent closeLabel={t('history.close')} className="w-80 max-w-[85vw]">
        <SheetHeader>
          <SheetTitle>{t('history.title')}</SheetTitle>
          <SheetDescription>{t(`history.description.${tool}`)}</SheetDescription>
        </SheetHeader>
        {open && (
          <HistoryList
            tool={tool}
            onOpen={() => {
              setOpen(false)
            }}
          />
        )}
      </SheetContent>
    </Sheet>
  )
}

function HistoryList({
  tool,
  onOpen,
}: {
  tool: 'write' | 'translate'
  /** A session's link was followed (closes the sheet). */
  onOpen: () => void
}) {
  const { t, i18n } = useTranslation('tools')
  const history = useQuery(toolHistoryQueryOptions(tool))
  if (history.isPending) {
    return (
      <div className="flex flex-col gap-3 px-4" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-5/6" />
      </div>
    )
  }
  if (history.isError) {
    return (
      <p role="alert" className="px-4 text-sm text-destructive">
        {t('history.failed')}
      </p>
    )
  }
  const items = history.data.items
  if (items.length === 0) {
    return <p className="px-4 text-sm text-muted-foreground">{t('history.empty')}</p>
  }
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ul className="flex flex-col gap-1 overflow-y-auto px-2 pb-4">
      {items.map((item) => (
        <li key={item.session_id}>
          <Link
            to={conversationPath(tool, item.session_id)}
            className="flex w-full flex-col items-start gap-0.5 rounded-md px-2 py-2 text-start outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={onOpen}
          >
            <span dir="auto" className="line-clamp-2 w-full text-sm">
              {item.title}
            </span>
            <span className="text-xs text-muted-foreground">
              {date.format(new Date(item.updated_at))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
