import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../i18n/i18n'
import { renderWithServices, testServices } from '../../../test/render-app'
import { DETECT, LanguagePicker } from './language-picker'

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['tools'])
})

function Picker({ initial, detected }: { initial: string; detected?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <LanguagePicker
      label="Translate from"
      value={value}
      onChange={setValue}
      recent={['de']}
      allowDetect
      detected={detected ?? null}
    />
  )
}

describe('the language picker', () => {
  it('names the detected language on its button', () => {
    renderWithServices(<Picker initial={DETECT} detected="fr" />, services)
    expect(screen.getByRole('button', { name: 'Translate from: French (detected)' })).toBeTruthy()
  })

  it('lists detect, then the recent languages, then all; search and Enter pick one', async () => {
    renderWithServices(<Picker initial="en-US" />, services)
    fireEvent.click(screen.getByRole('button', { name: 'Translate from: English (United States)' }))
    const list = await screen.findByRole('listbox', { name: 'Translate from' })
    const options = within(list).getAllByRole('option')
    expect(options.length).toBeGreaterThan(100)
    expect(options[0]?.textContent).toBe('Detect language')
    expect(options[1]?.textContent).toBe('German')
    expect(within(list).getByRole('group', { name: 'Recent' })).toBeTruthy()
    const search = screen.getByRole('combobox', { name: 'Search languages' })
    fireEvent.input(search, { target: { value: 'japa' } })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Japanese'])
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(await screen.findByRole('button', { name: 'Translate from: Japanese' })).toBeTruthy()
  })

  it('says when nothing matches', async () => {
    renderWithServices(<Picker initial="en-US" />, services)
    fireEvent.click(screen.getByRole('button', { name: /Translate from/ }))
    const search = await screen.findByRole('combobox', { name: 'Search languages' })
    fireEvent.input(search, { target: { value: 'zzzz' } })
    expect(screen.getByRole('status').textContent).toBe('No language matches “zzzz”.')
  })
})
