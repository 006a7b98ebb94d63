import type { AspectRatio, ImageStyle } from '@amply/api/entities/art'
import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Textarea } from '../../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { RatioIcon } from './ratio-icon'
import { StyleTiles } from './style-tiles'

export const IMAGE_COUNTS = [1, 2, 3, 4] as const

export interface ArtFormValue {
  prompt: string
  styleId: number
  ratio: AspectRatio
  count: number
}

/** The art page's settings: prompt, style tiles, aspect ratio and image count, then Generate. */
export function ArtForm({
  value,
  onChange,
  styles,
  ratios,
  generating,
  canGenerate,
  onGenerate,
}: {
  value: ArtFormValue
  onChange: (next: Partial<ArtFormValue>) => void
  styles: readonly ImageStyle[] | undefined
  ratios: readonly AspectRatio[]
  generating: boolean
  /** A model is chosen. */
  canGenerate: boolean
  onGenerate: () => void
}) {
  const { t } = useTranslation('art')
  const promptId = useId()
  const hintId = useId()
  const styleLabel = useId()
  const ratioLabel = useId()
  const countLabel = useId()
  const empty = value.prompt.trim() === ''
  const blocked = empty || !canGenerate || generating
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!blocked) onGenerate()
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label={t('form.label')}>
      <div>
        <Label htmlFor={promptId} className="mb-1.5">
          {t('form.prompt')}
        </Label>
        <Textarea
          id={promptId}
          dir="auto"
          value={value.prompt}
          rows={4}
          maxLength={4000}
          placeholder={t('form.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => {
            onChange({ prompt: event.currentTarget.value })
          }}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter generates, as a send does elsewhere.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event)
          }}
          className="min-h-24 resize-y"
        />
      </div>
      <div>
        <p id={styleLabel} className="mb-1.5 text-sm font-medium">
          {t('form.style')}
        </p>
        <StyleTiles
          styles={styles}
          value={value.styleId}
          labelId={styleLabel}
          onChange={(style) => {
            onChange({ styleId: style.id })
          }}
        />
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <p id={ratioLabel} className="mb-1.5 text-sm font-medium">
            {t('form.ratio')}
          </p>
          <ToggleGroup
            type="single"
            aria-labelledby={ratioLabel}
            value={value.ratio.ratio}
            onValueChange={(next) => {
              const ratio = ratios.find((r) => r.ratio === next)
              if (ratio) onChange({ ratio })
            }}
            className="grid-flow-row grid-cols-5"
          >
            {ratios.map((ratio) => (
              <ToggleGroupItem
                key={ratio.ratio}
                value={ratio.ratio}
                aria-label={t('form.ratioOption', { ratio: ratio.ratio, size: ratio.size })}
                className="min-w-0"
              >
                <RatioIcon size={ratio.size} />
                <span dir="ltr">{ratio.ratio}</span>
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
        <div>
          <p id={countLabel} className="mb-1.5 text-sm font-medium">
            {t('form.count')}
          </p>
          <ToggleGroup
            type="single"
            aria-labelledby={countLabel}
            value={String(value.count)}
            onValueChange={(next) => {
              if (next) onChange({ count: Number(next) })
            }}
            className="grid-flow-row grid-cols-4 sm:max-w-60"
          >
            {IMAGE_COUNTS.map((count) => (
              <ToggleGroupItem
                key={count}
                value={String(count)}
                aria-label={t('form.countOption', { count })}
                className="text-sm tabular-nums"
              >
                {count}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Button
          type="submit"
          size="lg"
          aria-disabled={blocked}
          className="aria-disabled:opacity-60"
        >
          <Sparkles aria-hidden="true" />
          {generating ? t('form.generating') : t('form.generate', { count: value.count })}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground" aria-live="polite">
          {empty ? t('form.emptyHint') : !canGenerate ? t('form.noModel') : t('form.shortcut')}
        </p>
      </div>
    </form>
  )
}
