import { languageName, languageOptions } from '@amply/core/tools/languages'
import type { LanguageOption } from '@amply/core/tools/languages'
import { Check, ChevronDown, Search, Sparkles } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover'
import { cn } from '../../../lib/utils'

/** The source picker's choice that lets the text say which language it is in. */
export const DETECT = 'auto'

export interface LanguagePickerProps {
  /** What the button is for, e.g. "Translate from" (its accessible name starts with it). */
  label: string
  /** A language tag, or DETECT. */
  value: string
  onChange: (tag: string) => void
  recent: readonly string[]
  /** Offer "Detect language" first (translate's source). */
  allowDetect?: boolean
  /** With DETECT: the language found in the text, if any. */
  detected?: string | null
  className?: string
}

/**
 * Picks a language among the 100+ of write and translate: a button that opens a searchable
 * list (names in the interface language, recent ones first), used by keyboard as a combobox.
 */
export function LanguagePicker({
  label,
  value,
  onChange,
  recent,
  allowDetect = false,
  detected = null,
  className,
}: LanguagePickerProps) {
  const { t, i18n } = useTranslation('tools')
  const locale = i18n.language
  const [open, setOpen] = useState(false)
  const shown =
    value === DETECT
      ? detected
        ? t('languages.detected', { language: languageName(detected, locale) })
        : t('languages.detect')
      : languageName(value, locale)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          aria-label={`${label}: ${shown}`}
          className={cn('h-10 min-w-0 justify-between gap-1 px-3 font-medium', className)}
        >
          <span className="truncate">{shown}</span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(20rem,calc(100vw-2rem))] p-0" aria-label={label}>
        <LanguageList
          label={label}
          locale={locale}
          value={value}
          recent={recent}
          allowDetect={allowDetect}
          onPick={(tag) => {
            onChange(tag)
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}

interface Row {
  tag: string
  name: string
  group: 'detect' | 'recent' | 'all'
}

function LanguageList({
  label,
  locale,
  value,
  recent,
  allowDetect,
  onPick,
}: {
  label: string
  locale: string
  value: string
  recent: readonly string[]
  allowDetect: boolean
  onPick: (tag: string) => void
}) {
  const { t } = useTranslation('tools')
  const id = useId()
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const list = useRef<HTMLUListElement>(null)
  const rows = useMemo<Row[]>(() => {
    const found = languageOptions(locale, recent, search).map((o: LanguageOption) => ({
      tag: o.tag,
      name: o.name,
      group: o.recent ? ('recent' as const) : ('all' as const),
    }))
    return allowDetect && !search.trim()
      ? [{ tag: DETECT, name: t('languages.detect'), group: 'detect' as const }, ...found]
      : found
  }, [locale, recent, search, allowDetect, t])
  const activeRow = rows[Math.min(active, rows.length - 1)]
  const optionId = (index: number) => `${id}-option-${index}`

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    setActive(next)
    list.current
      ?.querySelector(`#${CSS.escape(optionId(next))}`)
      ?.scrollIntoView({ block: 'nearest' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(active + 1)
    else if (event.key === 'ArrowUp') move(active - 1)
    else if (event.key === 'Home' && event.ctrlKey) move(0)
    else if (event.key === 'End' && event.ctrlKey) move(rows.length - 1)
    else if (event.key === 'Enter' && activeRow) onPick(activeRow.tag)
    else return
    event.preventDefault()
  }

  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-b px-3">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-activedescendant={activeRow ? optionId(rows.indexOf(activeRow)) : undefined}
          aria-autocomplete="list"
          aria-label={t('languages.search')}
          placeholder={t('languages.search')}
          className="h-11 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {rows.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground" role="status">
          {t('languages.none', { search: search.trim() })}
        </p>
      ) : (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="max-h-72 overflow-y-auto p-1"
        >
          {groupsOf(rows).map((group) => {
            const options = group.rows.map(({ row, index }) => (
              <LanguageRow
                key={row.tag}
                id={optionId(index)}
                row={row}
                selected={row.tag === value}
                active={row === activeRow}
                onHover={() => {
                  setActive(index)
                }}
                onPick={() => {
                  onPick(row.tag)
                }}
              />
            ))
            if (group.kind === 'detect') return options
            const heading =
              group.kind === 'recent'
                ? t('languages.recent')
                : rows.some((r) => r.group === 'recent')
                  ? t('languages.all')
                  : null
            return (
              <li key={group.kind} role="presentation">
                {heading && (
                  <div
                    id={`${id}-${group.kind}`}
                    className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
                  >
                    {heading}
                  </div>
                )}
                <ul role="group" {...(heading ? { 'aria-labelledby': `${id}-${group.kind}` } : {})}>
                  {options}
                </ul>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** Rows in their groups (detect, recent, all), each row with its index in the whole list. */
function groupsOf(rows: Row[]) {
  const groups: { kind: Row['group']; rows: { row: Row; index: number }[] }[] = []
  rows.forEach((row, index) => {
    const last = groups.at(-1)
    if (last?.kind === row.group) last.rows.push({ row, index })
    else groups.push({ kind: row.group, rows: [{ row, index }] })
  })
  return groups
}

function LanguageRow({
  id,
  row,
  selected,
  active,
  onHover,
  onPick,
}: {
  id: string
  row: Row
  selected: boolean
  active: boolean
  onHover: () => void
  onPick: () => void
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      className="flex min-h-9 cursor-default items-center gap-2 rounded-md px-2 text-sm data-active:bg-accent data-active:text-accent-foreground"
      onMouseMove={onHover}
      onClick={onPick}
    >
      {row.group === 'detect' && <Sparkles aria-hidden="true" className="size-4 text-primary" />}
      <span className="flex-1 truncate">{row.name}</span>
      {selected && <Check aria-hidden="true" className="size-4" />}
    </li>
  )
}
