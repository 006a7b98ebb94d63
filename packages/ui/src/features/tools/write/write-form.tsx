import type { Prompt } from '@amply/api/entities/prompt'
import { PARAGRAPH_WORD_CAP } from '@amply/api/constants'
import {
  isWriteOption,
  writeFormats,
  writeLengths,
  writeOptions,
  writeTones,
} from '@amply/core/tools/write-request'
import { Lightbulb, X } from 'lucide-react'
import { useId, useRef } from 'react'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '../../../components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { Textarea } from '../../../components/ui/textarea'
import { IconButton } from '../../../components/ui/icon-button'
import { ChoiceChips } from '../components/choice-chips'
import { LanguagePicker } from '../components/language-picker'
import { OptionSelect } from '../components/option-select'
import { SendButton } from '../components/send-button'
import type { SendBlock } from '../lib/send-block'
import { submitOnCtrlEnter } from '../lib/submit-on-ctrl-enter'
import type { WriteDraft } from './write-draft'

export interface WriteFormProps {
  draft: WriteDraft
  change: (patch: Partial<WriteDraft>) => void
  ideas: readonly Prompt[]
  recentLanguages: readonly string[]
  block: SendBlock
  onSubmit: () => void
}

/** The write page's form: Compose or Reply, what to write, its settings, and the send button. */
export function WriteForm({
  draft,
  change,
  ideas,
  recentLanguages,
  block,
  onSubmit,
}: WriteFormProps) {
  const { t } = useTranslation('write')
  const compose = draft.method === 'Compose'
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (block === null) onSubmit()
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label={t('title')}>
      <Tabs
        value={draft.method}
        onValueChange={(method) => {
          change({ method: method === 'Reply' ? 'Reply' : 'Compose' })
        }}
        className="gap-5"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="Compose" className="flex-1 sm:flex-none">
            {t('method.compose')}
          </TabsTrigger>
          <TabsTrigger value="Reply" className="flex-1 sm:flex-none">
            {t('method.reply')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="Compose" className="flex flex-col gap-5">
          <ComposeFields draft={draft} change={change} ideas={ideas} />
        </TabsContent>
        <TabsContent value="Reply" className="flex flex-col gap-5">
          <ReplyFields draft={draft} change={change} ideas={ideas} />
        </TabsContent>
      </Tabs>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">{t('settings.label')}</legend>
        <OptionSelect
          label={t('settings.format')}
          value={draft.format}
          choices={writeFormats.map((value) => ({ value, label: t(`formats.${value}`) }))}
          onChange={(format) => {
            change({ format })
          }}
        />
        <OptionSelect
          label={t('settings.tone')}
          value={draft.tone}
          choices={writeTones.map((value) => ({ value, label: t(`tones.${value}`) }))}
          onChange={(tone) => {
            change({ tone })
          }}
        />
        <OptionSelect
          label={t('settings.length')}
          value={draft.length}
          choices={writeLengths.map((value) => ({ value, label: t(`lengths.${value}`) }))}
          onChange={(length) => {
            change({ length })
          }}
        />
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground" aria-hidden="true">
            {t('settings.language')}
          </p>
          <LanguagePicker
            label={t('settings.language')}
            value={draft.languageTag}
            onChange={(languageTag) => {
              change({ languageTag })
            }}
            recent={recentLanguages}
            className="w-full border border-input bg-background font-normal shadow-xs"
          />
        </div>
      </fieldset>
      <SendButton
        label={compose ? t('send.compose') : t('send.reply')}
        block={block}
        emptyReason={compose ? t('guard.emptyCompose') : t('guard.emptyReply')}
      />
    </form>
  )
}

type FieldsProps = Pick<WriteFormProps, 'draft' | 'change' | 'ideas'>

function ComposeFields({ draft, change, ideas }: FieldsProps) {
  const { t } = useTranslation('write')
  const inputId = useId()
  // Picking an idea, or removing it, takes away the control that had the focus: the field the
  // idea is for gets it, so a keyboard user goes on from there.
  const input = useRef<HTMLTextAreaElement>(null)
  const composeIdeas = ideas.filter((idea) => idea.option !== 'reply')
  return (
    <>
      <div className="flex flex-col gap-2">
        <p id={`${inputId}-options`} className="text-sm font-medium">
          {t('options.label')}
        </p>
        <ChoiceChips
          labelledBy={`${inputId}-options`}
          value={draft.option ?? ''}
          choices={writeOptions.map((option) => ({ value: option, label: t(`options.${option}`) }))}
          onChange={(value) => {
            change({ option: isWriteOption(value) ? value : null })
          }}
        />
        {draft.option === 'paragraph' && (
          <p className="text-xs text-muted-foreground" data-slot="paragraph-cap">
            {t('options.paragraphCap', { count: PARAGRAPH_WORD_CAP })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('compose.label')}</Label>
        {draft.preset && (
          <div className="flex items-center gap-2 self-start rounded-full border bg-muted/50 ps-3 pe-1 text-sm">
            <Lightbulb aria-hidden="true" className="size-4 text-primary" />
            <span>{draft.preset.title}</span>
            <IconButton
              label={t('compose.removeIdea', { title: draft.preset.title })}
              onClick={() => {
                change({ preset: null })
                input.current?.focus()
              }}
            >
              <X aria-hidden="true" />
            </IconButton>
          </div>
        )}
        <Textarea
          ref={input}
          id={inputId}
          dir="auto"
          value={draft.composeInput}
          placeholder={t('compose.placeholder')}
          className="max-h-80 min-h-32"
          onChange={(event) => {
            change({ composeInput: event.currentTarget.value })
          }}
          onKeyDown={submitOnCtrlEnter}
        />
      </div>
      {composeIdeas.length > 0 && !draft.preset && (
        <Ideas
          ideas={composeIdeas}
          onPick={(idea) => {
            change({
              preset: idea,
              ...(isWriteOption(idea.option) ? { option: idea.option } : {}),
            })
            input.current?.focus()
          }}
        />
      )}
    </>
  )
}

function ReplyFields({ draft, change, ideas }: FieldsProps) {
  const { t } = useTranslation('write')
  const originalId = useId()
  const promptId = useId()
  const replyIdeas = ideas.filter((idea) => idea.option === 'reply')
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={originalId}>{t('reply.originalLabel')}</Label>
        <Textarea
          id={originalId}
          dir="auto"
          value={draft.original}
          placeholder={t('reply.originalPlaceholder')}
          className="max-h-64 min-h-28"
          onChange={(event) => {
            change({ original: event.currentTarget.value })
          }}
          onKeyDown={submitOnCtrlEnter}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={promptId}>{t('reply.promptLabel')}</Label>
        <Textarea
          id={promptId}
          dir="auto"
          value={draft.replyPrompt}
          placeholder={t('reply.promptPlaceholder')}
          className="max-h-64 min-h-20"
          onChange={(event) => {
            change({ replyPrompt: event.currentTarget.value })
          }}
          onKeyDown={submitOnCtrlEnter}
        />
      </div>
      {replyIdeas.length > 0 && (
        <Ideas
          ideas={replyIdeas}
          onPick={(idea) => {
            change({ replyPrompt: idea.prompt })
          }}
        />
      )}
    </>
  )
}

/** Ready-made requests (`client/prompts`): one click fills the form. */
function Ideas({ ideas, onPick }: { ideas: readonly Prompt[]; onPick: (idea: Prompt) => void }) {
  const { t } = useTranslation('write')
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-medium text-muted-foreground">{t('ideas')}</p>
      <ul className="flex flex-wrap gap-2">
        {ideas.map((idea) => (
          <li key={idea.id}>
            <button
              type="button"
              title={idea.prompt}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => {
                onPick(idea)
              }}
            >
              <Lightbulb aria-hidden="true" className="size-3.5" />
              {idea.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
