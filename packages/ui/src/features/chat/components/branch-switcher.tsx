import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../../components/ui/icon-button'

/** `‹ 2/3 ›`: the versions of a message (edits of a question, regenerations of an answer). */
export function BranchSwitcher({
  ids,
  index,
  onSelect,
  disabled,
}: {
  ids: readonly string[]
  index: number
  onSelect: (chatId: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('chat')
  if (ids.length < 2) return null
  const previous = ids[index - 1]
  const next = ids[index + 1]
  return (
    <div
      role="group"
      aria-label={t('branches.label')}
      className="flex items-center text-xs text-muted-foreground tabular-nums"
    >
      <IconButton
        label={t('branches.previous')}
        disabled={disabled === true || previous === undefined}
        onClick={() => {
          if (previous) onSelect(previous)
        }}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
      </IconButton>
      <span aria-live="polite">
        {t('branches.position', { index: index + 1, count: ids.length })}
      </span>
      <IconButton
        label={t('branches.next')}
        disabled={disabled === true || next === undefined}
        onClick={() => {
          if (next) onSelect(next)
        }}
      >
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </IconButton>
    </div>
  )
}
