import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'

interface DisclosureMenuProps {
  /** The button's content and its accessible name. */
  label: ReactNode
  ariaLabel?: string
  buttonClassName?: string
  panelClassName?: string
  /** Which edge the panel lines up with. */
  align?: 'start' | 'end'
  /** The panel's content; `close` hides it (call it when an item is chosen). */
  children: (close: () => void) => ReactNode
}

/**
 * A button that shows a panel of links or choices below it: the WAI-ARIA disclosure pattern
 * used for site navigation. It closes on Escape (focus back on the button), on a click outside,
 * and when focus leaves it. Light enough for the first bundle.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  buttonClassName,
  panelClassName,
  align = 'start',
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => {
          setOpen((value) => !value)
        }}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-48 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md',
          align === 'start' ? 'start-0' : 'end-0',
          panelClassName,
        )}
      >
        {open
          ? children(() => {
              setOpen(false)
            })
          : null}
      </div>
    </div>
  )
}

/** The look of an item in a disclosure menu's panel. */
export const disclosureItemClass =
  "flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg:not([class*='size-'])]:size-4"
