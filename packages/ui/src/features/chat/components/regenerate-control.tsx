import type { AiModel } from '@amply/api/entities/model'
import { ChevronDown, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ModelOption } from '../../../components/model-option'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { IconButton } from '../../../components/ui/icon-button'
import { useModelStore } from '../../../lib/models/model-store-context'

/**
 * An answer's Regenerate: at once with the model picked in the top bar, or, from its menu,
 * with any model the plan allows (the new version is labelled with it).
 */
export function RegenerateControl({
  disabled,
  onRegenerate,
}: {
  disabled: boolean
  /** Without a model: the one picked in the top bar. */
  onRegenerate: (model?: AiModel) => void
}) {
  const { t } = useTranslation('chat')
  return (
    <div className="flex items-center">
      <IconButton
        label={t('actions.regenerate')}
        disabled={disabled}
        onClick={() => {
          onRegenerate()
        }}
      >
        <RefreshCw aria-hidden="true" />
      </IconButton>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t('actions.otherModel')} disabled={disabled}>
            <ChevronDown aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <ModelItems onPick={onRegenerate} />
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}

/** The models the plan allows (the top bar's list), read only while the menu is open. */
function ModelItems({ onPick }: { onPick: (model: AiModel) => void }) {
  const { t } = useTranslation('chat')
  const { state } = useModelStore()
  return (
    <>
      <DropdownMenuLabel>{t('actions.regenerateWith')}</DropdownMenuLabel>
      {state.models.map((model) => (
        <DropdownMenuItem
          key={model.model_id}
          onSelect={() => {
            onPick(model)
          }}
        >
          <ModelOption model={model} />
        </DropdownMenuItem>
      ))}
    </>
  )
}
