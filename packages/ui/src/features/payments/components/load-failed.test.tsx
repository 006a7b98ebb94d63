import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../i18n/i18n'
import { renderWithServices, testServices } from '../../../test/render-app'
import { WhenLoaded } from './load-failed'

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['payment'])
})

/** A query's state as WhenLoaded reads it, counting the retries asked of it. */
function queryState(state: { data?: unknown; isError?: boolean }) {
  const query = {
    data: state.data,
    isError: state.isError ?? false,
    retries: 0,
    refetch: () => {
      query.retries += 1
      return Promise.resolve(undefined as never)
    },
  }
  return query
}

describe('WhenLoaded', () => {
  it('shows the page’s skeleton until every query has data', () => {
    renderWithServices(
      <WhenLoaded queries={[queryState({ data: [] }), queryState({})]}>
        <p>content</p>
      </WhenLoaded>,
      services,
    )
    expect(screen.getByRole('status').textContent).toContain('Loading…')
    expect(screen.queryByText('content')).toBeNull()
  })

  it('shows its content once all have data (an empty list is data)', () => {
    renderWithServices(
      <WhenLoaded queries={[queryState({ data: [] }), queryState({ data: { id: 1 } })]}>
        <p>content</p>
      </WhenLoaded>,
      services,
    )
    expect(screen.getByText('content')).toBeTruthy()
  })

  it('says the page did not load when one failed, and retries only the failed ones', () => {
    const loaded = queryState({ data: [] })
    const failed = queryState({ isError: true })
    const alsoFailed = queryState({ isError: true })
    renderWithServices(
      <WhenLoaded queries={[loaded, failed, alsoFailed]}>
        <p>content</p>
      </WhenLoaded>,
      services,
    )
    expect(screen.getByRole('alert').textContent).toContain('This page did not load')
    expect(screen.queryByText('content')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect([loaded.retries, failed.retries, alsoFailed.retries]).toEqual([0, 1, 1])
  })
})
