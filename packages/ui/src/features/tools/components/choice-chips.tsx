import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import type { Choice } from './option-select'

/**
 * A row of pill-shaped choices, at most one on (pressing it again turns it off: `''`); used by
 * keyboard as a radio group, named by the element `labelledBy` points at.
 */
export function ChoiceChips({
  labelledBy,
  value,
  choices,
  onChange,
}: {
  labelledBy: string
  value: string
  choices: readonly (Choice & { title?: string })[]
  onChange: (value: string) => void
}) {
  return (
    <ToggleGroup
      type="single"
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={onChange}
      className="flex flex-wrap gap-2"
    >
      {choices.map((choice) => (
        <ToggleGroupItem
          key={choice.value}
          value={choice.value}
          {...(choice.title ? { title: choice.title } : {})}
          className="min-h-9 flex-row rounded-full px-3 text-sm"
        >
          {choice.label}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  )
}
