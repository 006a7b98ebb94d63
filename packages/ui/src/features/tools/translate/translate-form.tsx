import type { Prompt } from '@amply/api/entities/prompt'
import { X } from 'lucide-react'
import { useId } from 'react'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../../components/ui/icon-button'
import { Textarea } from '../../../components/ui/textarea'
import { ChoiceChips } from '../components/choice-chips'
import { SendButton } from '../components/send-button'
import type { SendBlock } from '../lib/send-block'
import { submitOnCtrlEnter } from '../lib/submit-on-ctrl-enter'
import { numberFormat } from '../../../lib/format/intl-cache'

export interface TranslateFormProps {
  input: string
  onInput: (input: string) => void
  preset: Prompt | null
  onPreset: (preset: Prompt | null) => void
  /** The preset messages of translate (`client/prompts`): ways to translate. */
  styles: readonly Prompt[]
  block: SendBlock
  onSubmit: () => void
}

/** The text to translate, an optional style, and the send button. */
export function TranslateForm({
  input,
  onInput,
  preset,
  onPreset,
  styles,
  block,
  onSubmit,
}: TranslateFormProps) {
  const { t, i18n } = useTranslation('translate')
  const inputId = useId()
  const stylesId = useId()
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (block === null) onSubmit()
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('title')}>
      <div>
        <label htmlFor={inputId} className="sr-only">
          {t('input.label')}
        </label>
        <Textarea
          id={inputId}
          dir="auto"
          value={input}
          placeholder={t('input.placeholder')}
          className="max-h-[28rem] min-h-48 text-base sm:text-base"
          onChange={(event) => {
            onInput(event.currentTarget.value)
          }}
          onKeyDown={submitOnCtrlEnter}
        />
        <div className="mt-1 flex min-h-8 items-center gap-2">
          <p className="flex-1 text-xs text-muted-foreground tabular-nums">
            {t('input.characters', {
              count: input.length,
              formatted: numberFormat(i18n.language).format(input.length),
            })}
          </p>
          {input !== '' && (
            <IconButton
              label={t('input.clear')}
              onClick={() => {
                onInput('')
                document.getElementById(inputId)?.focus()
              }}
            >
              <X aria-hidden="true" />
            </IconButton>
          )}
        </div>
      </div>
      {styles.length > 0 && (
        <div className="flex flex-col gap-2">
          <p id={stylesId} className="text-xs font-medium text-muted-foreground">
            {t('styles')}
          </p>
          <ChoiceChips
            labelledBy={stylesId}
            value={preset?.id ?? ''}
            choices={styles.map((style) => ({
              value: style.id,
              label: style.title,
              title: style.prompt,
            }))}
            onChange={(id) => {
              onPreset(styles.find((style) => style.id === id) ?? null)
            }}
          />
        </div>
      )}
      <SendButton label={t('send')} block={block} emptyReason={t('guard.empty')} />
    </form>
  )
}
