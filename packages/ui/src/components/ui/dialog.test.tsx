import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogTitle } from './dialog'

/** A dialog opened from a plain button (no DialogTrigger), mounted only while open. */
function Screen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
        }}
      >
        Change email
      </button>
      {open ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) setOpen(false)
          }}
        >
          <DialogContent closeLabel="Close" aria-describedby={undefined}>
            <DialogTitle>Change your email address</DialogTitle>
            <button
              type="button"
              onClick={() => {
                setOpen(false)
              }}
            >
              Done
            </button>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  )
}

describe('DialogContent', () => {
  it('gives the focus back to the button that opened it, without a trigger', async () => {
    render(<Screen />)
    const opener = screen.getByRole('button', { name: 'Change email' })
    opener.focus()
    fireEvent.click(opener)
    const done = await screen.findByRole('button', { name: 'Done' })
    await waitFor(() => {
      expect(document.activeElement).not.toBe(opener)
    })
    fireEvent.click(done)
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(document.activeElement).toBe(opener)
    })
  })
})
