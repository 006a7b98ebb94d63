import type { ReactNode, RefObject } from 'react'
import { cn } from '../lib/utils'
import { BrandLogo } from './brand-logo'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './ui/sheet'

/**
 * A navigation drawer from the start side under the brand's logo (the public site's phone menu,
 * the workspace's navigation below 1200 px); closing it gives focus back to the button that
 * opened it.
 */
export function NavDrawerSheet({
  open,
  onOpenChange,
  label,
  closeLabel,
  returnFocusTo,
  className,
  headerClassName,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the drawer holds, for assistive technology. */
  label: string
  closeLabel: string
  returnFocusTo: RefObject<HTMLElement | null>
  className?: string
  headerClassName?: string
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        closeLabel={closeLabel}
        className={cn('gap-0', className)}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader className={cn('border-b', headerClassName)}>
          <SheetTitle>
            <BrandLogo />
          </SheetTitle>
          <SheetDescription className="sr-only">{label}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  )
}
