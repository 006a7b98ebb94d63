import type { Quote } from '@amply/api/entities/billing'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../i18n/i18n'
import { renderWithServices, testServices } from '../../../test/render-app'
import { OrderSummary } from './order-summary'

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['payment'])
})

const upgrade: Quote = {
  kind: 'plan',
  change: 'upgrade',
  description: 'Pro, yearly',
  line: { kind: 'plan', plan_name: 'Pro', period: 'year' },
  subtotal: 15000,
  discount: 1500,
  credit: 799,
  total: 12701,
  currency: 'USD',
  promo: {
    code: 'SPRING10',
    valid: true,
    kind: 'percent',
    percent_off: 10,
    amount_off: 0,
    currency: null,
    discount: 1500,
    refusal: null,
    message: 'Promo code applied.',
  },
  starts_at: '2026-11-24T12:00:00.000Z',
  ends_at: '2027-11-24T12:00:00.000Z',
}

describe('the order summary', () => {
  it('shows the server’s quote: price, promo, unused time and the exact total', () => {
    renderWithServices(
      <OrderSummary quote={upgrade} loading={false}>
        <button type="button">Pay</button>
      </OrderSummary>,
      services,
    )
    expect(screen.getByText('Pro, yearly')).toBeTruthy()
    expect(screen.getByText('$150.00')).toBeTruthy()
    expect(screen.getByText('Promo code SPRING10')).toBeTruthy()
    expect(screen.getByText('−$15.00')).toBeTruthy()
    expect(screen.getByText('Unused time of your current plan')).toBeTruthy()
    expect(screen.getByText('−$7.99')).toBeTruthy()
    expect(screen.getByTestId('order-total').textContent).toBe('$127.01')
    expect(screen.getByText(/^Starts today and runs until/)).toBeTruthy()
  })

  it('leaves out the lines that are zero, and says when a later change starts', () => {
    renderWithServices(
      <OrderSummary
        quote={{
          ...upgrade,
          change: 'downgrade',
          discount: 0,
          credit: 0,
          total: 15000,
          promo: null,
        }}
        loading={false}
      >
        {null}
      </OrderSummary>,
      services,
    )
    expect(screen.queryByText(/Promo code/)).toBeNull()
    expect(screen.queryByText('Unused time of your current plan')).toBeNull()
    expect(screen.getByText(/^Starts on .*, when your current period ends/)).toBeTruthy()
  })

  it('holds skeletons while the quote loads', () => {
    renderWithServices(
      <OrderSummary quote={undefined} loading>
        {null}
      </OrderSummary>,
      services,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading…')
  })
})
