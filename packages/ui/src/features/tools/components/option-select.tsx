import { useId } from 'react'
import { Label } from '../../../components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select'

export interface Choice {
  value: string
  label: string
}

/** One labelled option of a tool (format, tone, length…): a select of named choices. */
export function OptionSelect({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string
  value: string
  choices: readonly Choice[]
  onChange: (value: string) => void
  className?: string
}) {
  const id = useId()
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
