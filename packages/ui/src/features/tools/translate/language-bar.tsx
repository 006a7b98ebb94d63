import { ArrowLeftRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../../components/ui/icon-button'
import { DETECT, LanguagePicker } from '../components/language-picker'

export interface LanguageBarProps {
  source: string
  target: string
  detected: string | null
  recent: readonly string[]
  onSource: (tag: string) => void
  onTarget: (tag: string) => void
  /** Null while there is nothing to swap (detecting, with no language found yet). */
  onSwap: (() => void) | null
}

/** From which language (or detect it), into which, and the swap between them. */
export function LanguageBar({
  source,
  target,
  detected,
  recent,
  onSource,
  onTarget,
  onSwap,
}: LanguageBarProps) {
  const { t } = useTranslation('translate')
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1 rounded-xl border bg-card p-1">
      <LanguagePicker
        label={t('source')}
        value={source}
        detected={source === DETECT ? detected : null}
        onChange={onSource}
        recent={recent}
        allowDetect
      />
      <IconButton
        label={t('swap')}
        disabled={onSwap === null}
        onClick={() => {
          onSwap?.()
        }}
      >
        <ArrowLeftRight aria-hidden="true" />
      </IconButton>
      <LanguagePicker label={t('target')} value={target} onChange={onTarget} recent={recent} />
    </div>
  )
}
