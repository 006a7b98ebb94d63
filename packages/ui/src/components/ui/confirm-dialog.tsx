import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react'
import { useState } from 'react'
import type { ReactNode, SyntheticEvent } from 'react'
import { useErrorText } from '../../lib/forms/use-error-text'
import { Alert, AlertDescription } from './alert'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'
import { Button } from './button'

interface ConfirmDialogProps {
  /** The button that opens it (focus goes back to it on close); or control it with `open`. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  cancelLabel: string
  /**
   * What the confirm does. The dialog stays open and busy while it runs, closes when it is done,
   * stays open when it answers `false` (a field inside says why), and shows a failure's text
   * without closing.
   */
  onConfirm: () => Promise<unknown>
  /** A failure in words; the product's error texts by default. */
  errorText?: (error: unknown) => string
  variant?: 'destructive' | 'default'
  /** Off until something is done first (a confirmation typed). */
  confirmDisabled?: boolean
  /** Fields between the question and the answers (a password asked again). */
  children?: ReactNode
  /**
   * Where the focus goes on close when what opened the dialog is gone (the confirmed action
   * removed its row), rather than to the page.
   */
  focusAfter?: () => HTMLElement | null
}

/**
 * The question before something that cannot be undone (shadcn's alert dialog on Radix): focus
 * starts on Cancel and returns to what opened it, Escape cancels, a click outside does nothing,
 * Enter in a field inside confirms. Every destructive confirmation of the product is this one.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  errorText,
  variant = 'destructive',
  confirmDisabled = false,
  children,
  focusAfter,
}: ConfirmDialogProps) {
  const describe = useErrorText()
  const [ownOpen, setOwnOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const open = controlledOpen ?? ownOpen

  const setOpen = (next: boolean) => {
    // A confirm half done must not vanish from view.
    if (busy && !next) return
    setError(null)
    setOwnOpen(next)
    onOpenChange?.(next)
  }

  const confirm = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (busy || confirmDisabled) return
    setError(null)
    setBusy(true)
    let done = false
    try {
      done = (await onConfirm()) !== false
    } catch (failure) {
      setError((errorText ?? describe)(failure))
    } finally {
      setBusy(false)
    }
    if (done) {
      setOwnOpen(false)
      onOpenChange?.(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        aria-busy={busy || undefined}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault()
        }}
        onCloseAutoFocus={() => {
          if (!focusAfter) return
          // After Radix has given the focus back to the opener, if it still could.
          setTimeout(() => {
            if (document.activeElement === document.body) focusAfter()?.focus()
          })
        }}
      >
        <form noValidate onSubmit={(event) => void confirm(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {error ? (
            <Alert variant="destructive" role="alert">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription className="text-foreground">{error}</AlertDescription>
            </Alert>
          ) : null}
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={busy}>
              {cancelLabel}
            </AlertDialogCancel>
            <Button
              type="submit"
              variant={variant}
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
            >
              {busy ? (
                <LoaderCircleIcon
                  aria-hidden="true"
                  className="animate-spin motion-reduce:animate-none"
                />
              ) : null}
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
