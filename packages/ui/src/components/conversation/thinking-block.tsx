import { Brain, ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/utils'
import { Markdown } from '../markdown/lazy-markdown'

/**
 * How long a reasoning model thought: from its first thought to the first word of its answer,
 * as seen on this screen (a stored answer does not keep it).
 */
function useThinkingSeconds(thinking: boolean, hasThoughts: boolean): number | null {
  const started = useRef<number | null>(null)
  const [seconds, setSeconds] = useState<number | null>(null)
  useEffect(() => {
    if (thinking && hasThoughts) started.current ??= performance.now()
    else if (!thinking && started.current !== null) {
      const elapsed = performance.now() - started.current
      started.current = null
      setSeconds(Math.max(1, Math.round(elapsed / 1000)))
    }
  }, [thinking, hasThoughts])
  return seconds
}

/**
 * The reasoning of a reasoning model, before its answer: open while it thinks, folded once the
 * answer starts, with how long it thought; the reader can open or fold it at will.
 */
export function ThinkingBlock({ reasoning, thinking }: { reasoning: string; thinking: boolean }) {
  const { t } = useTranslation('conversation')
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? thinking
  const seconds = useThinkingSeconds(thinking, reasoning !== '')
  const panelId = useId()
  const label = thinking
    ? t('thinking')
    : seconds === null
      ? t('thoughts')
      : t('thoughtFor', { count: seconds })

  return (
    <div data-slot="thinking-block" className="mb-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setChosen(!open)
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Brain aria-hidden="true" className={cn('size-4', thinking && 'animate-pulse')} />
        <span>{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="ms-2 mt-1 border-s-2 ps-4 text-sm text-muted-foreground"
      >
        <Markdown text={reasoning} streaming={thinking} />
      </div>
    </div>
  )
}
