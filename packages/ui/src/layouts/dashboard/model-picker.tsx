import { modelDisplayName } from '@amply/core/models/model-rules'
import { ChevronDownIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ModelGroupChip, ModelOption } from '../../components/model-option'
import { Button } from '../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu'
import { Skeleton } from '../../components/ui/skeleton'
import { useModelStore } from '../../lib/models/model-store-context'

/**
 * The top bar's model picker (docs/product.md#models): the page's models, each with its credit
 * group's colour and name; the store selects the first on entering the page. While the list
 * loads it is a placeholder; if it failed, a way to try again.
 */
export function ModelPicker() {
  const { t } = useTranslation('dashboard')
  const { state, store } = useModelStore()
  const { status, models, selected, page } = state

  if (status === 'failed') {
    return (
      <Button
        variant="ghost"
        className="h-10 text-muted-foreground"
        onClick={() => {
          if (page) void store.enterPage(page)
        }}
      >
        {t('models.failed')}
        <RotateCwIcon aria-hidden="true" />
        <span className="sr-only">{t('models.retry')}</span>
      </Button>
    )
  }
  if (status === 'expired') {
    return <p className="px-3 text-sm text-muted-foreground">{t('models.expired')}</p>
  }
  if (status !== 'ready' || !selected) {
    return (
      <div role="status" className="flex h-10 items-center">
        <Skeleton className="h-8 w-40" />
        <span className="sr-only">{t('models.loading')}</span>
      </div>
    )
  }

  return (
    // Not modal: a modal menu puts aria-hidden on the app's root while its controls stay
    // focusable (axe: aria-hidden-focus); Escape and a click outside still close it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 max-w-full gap-2 px-3 text-base font-semibold">
          <ModelGroupChip model={selected} />
          <span className="sr-only">{t('models.label')}: </span>
          <span className="truncate">{modelDisplayName(selected)}</span>
          <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{t('models.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={selected.model_id}
          onValueChange={(modelId) => {
            store.select(modelId)
          }}
        >
          {models.map((model) => (
            <DropdownMenuRadioItem key={model.model_id} value={model.model_id}>
              <ModelOption model={model} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
