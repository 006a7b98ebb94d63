import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { createContext, useContext, useRef } from 'react'
import { cn } from '../../lib/utils'

/** The keys with which the group moves its focus from choice to choice. */
const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])

/**
 * Answers whether the focus is moving by those keys in a single-choice group (and forgets it):
 * the choice follows the focus then.
 */
const TakeKeyMove = createContext<(() => boolean) | null>(null)

/**
 * A row of mutually exclusive choices (the settings drawer's mode, contrast, layout...). With
 * `type="single"` its items are radios, and as in any radio group the arrow keys choose, not only
 * move the focus.
 */
export function ToggleGroup({
  className,
  onKeyDown,
  onPointerDown,
  children,
  ...props
}: ComponentProps<typeof ToggleGroupPrimitive.Root>) {
  const movedByKeys = useRef(false)
  const takeKeyMove = () => {
    const moved = movedByKeys.current
    movedByKeys.current = false
    return moved
  }
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      className={cn('grid auto-cols-fr grid-flow-col gap-2', className)}
      onKeyDown={(event) => {
        // The group moves the focus a moment later, out of this handler.
        movedByKeys.current = props.type === 'single' && MOVES.has(event.key)
        onKeyDown?.(event)
      }}
      onPointerDown={(event) => {
        movedByKeys.current = false
        onPointerDown?.(event)
      }}
      {...props}
    >
      <TakeKeyMove.Provider value={takeKeyMove}>{children}</TakeKeyMove.Provider>
    </ToggleGroupPrimitive.Root>
  )
}

export function ToggleGroupItem({
  className,
  onFocus,
  ...props
}: ComponentProps<typeof ToggleGroupPrimitive.Item>) {
  const takeKeyMove = useContext(TakeKeyMove)
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(
        "inline-flex min-h-10 flex-col items-center justify-center gap-1.5 rounded-lg border bg-background px-2 py-2 text-xs font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=on]:border-primary data-[state=on]:bg-primary/10 data-[state=on]:text-foreground [&_svg:not([class*='size-'])]:size-5",
        className,
      )}
      onFocus={(event) => {
        // Pressing a choice that is on would turn it off.
        if (takeKeyMove?.() && event.currentTarget.dataset.state !== 'on') {
          event.currentTarget.click()
        }
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
