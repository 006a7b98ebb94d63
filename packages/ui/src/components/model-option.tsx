import type { AiModel } from '@amply/api/entities/model'
import { modelDisplayName } from '@amply/core/models/model-rules'
import { useCatalogWords } from '../lib/i18n/catalog-words'

/** A model's credit group colour (`query_credit_group_ui_config.groupColor`), as a dot. */
export function ModelGroupChip({ model }: { model: AiModel }) {
  return (
    <span
      aria-hidden="true"
      className="size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: model.query_credit_group_ui_config.groupColor }}
    />
  )
}

/** A model as a menu lists it: its colour, its name, its credit group's name. */
export function ModelOption({ model }: { model: AiModel }) {
  const { creditGroup } = useCatalogWords()
  return (
    <>
      <ModelGroupChip model={model} />
      <span className="flex-1 truncate">{modelDisplayName(model)}</span>
      <span className="text-xs text-muted-foreground">
        <span className="sr-only">, </span>
        {creditGroup(model.query_credit_group_name)}
      </span>
    </>
  )
}
