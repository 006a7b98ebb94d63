import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'

/** A promise the test settles by hand, to look at the dialog while the action runs. */
function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function DeleteAddress({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [deleted, setDeleted] = useState(false)
  return (
    <>
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete this billing address?"
        description="It will no longer be offered when you pay."
        confirmLabel="Delete address"
        cancelLabel="Cancel"
        errorText={(error) => (error instanceof Error ? error.message : 'Failed')}
        onConfirm={async () => {
          await onConfirm()
          setDeleted(true)
        }}
      />
      {deleted ? <p>Deleted</p> : null}
    </>
  )
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Delete this billing address?' })
const open = async () => {
  const trigger = screen.getByRole('button', { name: 'Delete' })
  trigger.focus()
  fireEvent.click(trigger)
  await screen.findByRole('alertdialog')
  return trigger
}

describe('ConfirmDialog', () => {
  it('opens on its trigger with the focus on Cancel; Escape cancels and gives the focus back', async () => {
    let runs = 0
    render(
      <DeleteAddress
        onConfirm={() => {
          runs += 1
          return Promise.resolve()
        }}
      />,
    )
    expect(dialog()).toBeNull()
    const trigger = await open()
    expect(dialog()?.textContent).toContain('It will no longer be offered when you pay.')
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
    })
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => {
      expect(dialog()).toBeNull()
    })
    await waitFor(() => {
      expect(document.activeElement).toBe(trigger)
    })
    expect(runs).toBe(0)
  })

  it('stays open and busy while the action runs, then closes', async () => {
    const action = deferred()
    render(<DeleteAddress onConfirm={() => action.promise} />)
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    const confirm = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Delete address',
      busy: true,
    })
    expect(confirm.disabled).toBe(true)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true)
    // Escape does not take a half-done delete out of view.
    fireEvent.keyDown(confirm, { key: 'Escape' })
    expect(dialog()).not.toBeNull()
    action.resolve()
    await screen.findByText('Deleted')
    await waitFor(() => {
      expect(dialog()).toBeNull()
    })
  })

  it('shows a failure without closing, and lets the person try again', async () => {
    let attempt = 0
    render(
      <DeleteAddress
        onConfirm={() => {
          attempt += 1
          return attempt === 1
            ? Promise.reject(new Error('The server is busy. Try again.'))
            : Promise.resolve()
        }}
      />,
    )
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Delete address' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The server is busy. Try again.')
    expect(dialog()).not.toBeNull()
    expect(screen.queryByText('Deleted')).toBeNull()
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete address' })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    await screen.findByText('Deleted')
    await waitFor(() => {
      expect(dialog()).toBeNull()
    })
  })

  it('stays open without a message when the action answers false (a field says why)', async () => {
    render(
      <ConfirmDialog
        open
        title="Delete your account?"
        description="Everything is deleted."
        confirmLabel="Delete my account"
        cancelLabel="Cancel"
        onConfirm={() => Promise.resolve(false)}
      />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    await waitFor(() => {
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Delete my account' }).disabled,
      ).toBe(false)
    })
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
