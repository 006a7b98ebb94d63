import { ApiError } from '@amply/api/errors'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../i18n/i18n'
import { renderWithServices, testServices } from '../../../test/render-app'
import { ChangeEmailDialog } from './change-email-dialog'
import { emailChangeSchema, isEmailTaken } from './email-change'

// What the server answers (wrong password, address taken, link sent) is checked against the
// real server in apps/web/e2e/account.spec.ts; here, what the dialog checks before sending.

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['account', 'auth'])
})

describe('emailChangeSchema', () => {
  const schema = emailChangeSchema('noor@example.com', 'same')
  const issue = (values: { email: string; current_password: string }) =>
    schema.safeParse(values).error?.issues.map((found) => [found.path.join('.'), found.message])

  it('takes a new address with the password', () => {
    expect(issue({ email: 'noor.new@example.com', current_password: 'secret' })).toBeUndefined()
  })

  it('refuses the current address, whatever its case', () => {
    expect(issue({ email: 'Noor@Example.com', current_password: 'secret' })).toEqual([
      ['email', 'same'],
    ])
  })

  it('refuses an invalid address and an empty password', () => {
    const issues = issue({ email: 'noor@', current_password: '' }) ?? []
    expect(issues.map(([path]) => path).sort()).toEqual(['current_password', 'email'])
  })
})

describe('isEmailTaken', () => {
  it('is a 409 from the server, nothing else', () => {
    expect(isEmailTaken(new ApiError('http', 'conflict', 409))).toBe(true)
    expect(isEmailTaken(new ApiError('http', 'bad', 400))).toBe(false)
    expect(isEmailTaken(new ApiError('network', 'offline', 0))).toBe(false)
    expect(isEmailTaken(new Error('409'))).toBe(false)
  })
})

describe('ChangeEmailDialog', () => {
  function open() {
    const sent: unknown[] = []
    renderWithServices(
      <ChangeEmailDialog
        currentEmail="noor@example.com"
        request={(body) => {
          sent.push(body)
          return Promise.resolve()
        }}
        onSent={() => undefined}
        onClose={() => undefined}
      />,
      services,
    )
    const dialog = screen.getByRole('dialog', { name: 'Change your email address' })
    const type = (label: string, value: string) => {
      fireEvent.input(screen.getByLabelText(label), { target: { value } })
    }
    const send = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    }
    return { dialog, sent, type, send }
  }

  it('says which address is in use now, and keeps an invalid one from the server', async () => {
    const { dialog, sent, type, send } = open()
    expect(dialog.textContent).toContain('You sign in with \u2068noor@example.com\u2069 now.')
    type('New email address', 'noor@')
    type('Current password', 'Lilac-Harbour-42!')
    send()
    await waitFor(() => {
      expect(screen.getByLabelText('New email address').getAttribute('aria-invalid')).toBe('true')
    })
    expect(sent).toEqual([])
  })

  it('says so when the new address is the current one', async () => {
    const { sent, type, send } = open()
    type('New email address', 'NOOR@example.com')
    type('Current password', 'Lilac-Harbour-42!')
    send()
    expect(await screen.findByText('This is already your email address.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('sends the new address with the password, then says where the link went', async () => {
    const { sent, type, send } = open()
    type('New email address', 'noor.new@example.com')
    type('Current password', 'Lilac-Harbour-42!')
    send()
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy()
    expect(sent).toEqual([{ email: 'noor.new@example.com', current_password: 'Lilac-Harbour-42!' }])
    expect(screen.getByRole('dialog').textContent).toContain(
      'We sent a confirmation link to \u2068noor.new@example.com\u2069.',
    )
    expect(document.activeElement?.textContent).toBe('Done')
  })
})
