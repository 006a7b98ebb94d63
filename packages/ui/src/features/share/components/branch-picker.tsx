import { useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { cn } from '../../../lib/utils'
import type { Branch } from '../lib/branches'
import { snippet } from '../lib/snippet'

/**
 * Which branch of the conversation to share, as radio buttons: each says how it ends (its last
 * question and the start of its last answer), how long it is, whether it is the one on screen
 * and whether it is shared already.
 */
export function BranchPicker({
  branches,
  chosen,
  shownLeafId,
  isShared,
  onChoose,
}: {
  branches: readonly Branch[]
  chosen: string
  shownLeafId: string | undefined
  isShared: (leafId: string) => boolean
  onChoose: (leafId: string) => void
}) {
  const { t } = useTranslation('share')
  const name = useId()
  const hintId = `${name}-hint`
  // The version offered first is in view when the dialog opens, however long the list.
  const list = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    list.current
      ?.querySelector('input:checked')
      ?.closest('label')
      ?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('branches.legend')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('branches.hint', { count: branches.length })}
      </p>
      <div ref={list} className="-mx-1 grid max-h-72 gap-2 overflow-y-auto px-1 py-1">
        {branches.map((branch, index) => (
          <label
            key={branch.leafId}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/60',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              chosen === branch.leafId && 'border-primary bg-accent/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={branch.leafId}
              checked={chosen === branch.leafId}
              onChange={() => {
                onChoose(branch.leafId)
              }}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
            />
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center gap-1.5 text-sm font-medium">
                {t('branches.version', {
                  number:
                    branch.versions
                      .map((v) => `${String(v.index)}/${String(v.count)}`)
                      .join(' · ') || String(index + 1),
                })}
                {branch.leafId === shownLeafId && (
                  <Badge variant="secondary">{t('branches.onScreen')}</Badge>
                )}
                {isShared(branch.leafId) && <Badge variant="outline">{t('branches.shared')}</Badge>}
              </span>
              {branch.question !== null && (
                <span dir="auto" className="truncate text-sm">
                  {snippet(branch.question, 90)}
                </span>
              )}
              {branch.answer !== null && (
                <span dir="auto" className="line-clamp-2 text-xs text-muted-foreground">
                  {snippet(branch.answer)}
                </span>
              )}
              <span className="text-xs text-muted-foreground">
                {t('branches.messages', { count: branch.messages.length })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
