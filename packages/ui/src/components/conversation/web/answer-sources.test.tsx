import { exampleMessage as chatMessage } from '@amply/api/test/fixtures'
import type { WebSource } from '@amply/api/entities/web-search'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices } from '../../../test/render-app'
import { AnswerBody } from '../message-view'
import { sourceHref, withCitationLinks } from './citations'

const tower: WebSource = {
  n: 1,
  url: 'https://example.com/eiffel-tower',
  title: 'The Eiffel Tower',
  site: 'Example Encyclopedia',
  icon: null,
  passages: [
    'The tower is about 330 metres tall today, antennas included; without them it is 300.',
  ],
}
const bees: WebSource = {
  n: 2,
  url: 'https://bees.example.org/honey',
  title: 'How bees make honey',
  site: 'bees.example.org',
  icon: 'data:image/png;base64,iVBORw0KGgo=',
  passages: ['Bees fan the nectar.'],
}

const answer = (content: string, sources: WebSource[]) =>
  chatMessage({ chat_id: 'a1', role: 'assistant', content, sources })

describe('an answer with web sources', () => {
  it('draws each [n] as a citation of its source, which shows the quoted passage on focus', async () => {
    renderWithServices(
      <AnswerBody
        message={answer('It is 330 m tall [1], and bees fan nectar [1][2].', [tower, bees])}
      />,
    )
    const citations = await screen.findAllByRole('link', { name: 'Source 1: The Eiffel Tower' })
    expect(citations).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Source 2: How bees make honey' })).toBeTruthy()
    const first = citations[0]
    if (!first) throw new Error('no citation')
    expect(first.textContent).toBe('1')
    expect(first.getAttribute('href')).toBe(sourceHref(tower))
    expect(first.getAttribute('target')).toBe('_blank')
    fireEvent.focus(first)
    await waitFor(() => {
      expect(document.querySelector('[data-slot="citation-card"]')?.textContent).toContain(
        'The tower is about 330 metres tall today',
      )
    })
  })

  it('lists its sources under it, each a link to its page, icon or first letter', async () => {
    const { container } = renderWithServices(
      <AnswerBody message={answer('Bees [2].', [tower, bees])} />,
    )
    const list = await screen.findByRole('region', { name: 'Sources' })
    const links = [...list.querySelectorAll('a')]
    expect(links.map((link) => link.textContent)).toEqual([
      '1EThe Eiffel TowerExample Encyclopedia',
      '2How bees make honeybees.example.org',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      sourceHref(tower),
      sourceHref(bees),
    ])
    expect(container.querySelector('img')?.getAttribute('src')).toBe(bees.icon)
  })

  it('leaves a number that names no source, and the answer without sources, as written', () => {
    expect(withCitationLinks('Year [3] and [link][1].', [tower])).toBe('Year [3] and [link][1].')
    expect(withCitationLinks('See [1][2]', [tower, bees])).toBe(
      `See [1](<${sourceHref(tower)}>)[2](<${sourceHref(bees)}>)`,
    )
    expect(withCitationLinks('Plain [1].', [])).toBe('Plain [1].')
  })

  it('opens the page at the passage: a text fragment from its first words to its last', () => {
    expect(sourceHref(tower)).toBe(
      'https://example.com/eiffel-tower#:~:text=The%20tower%20is%20about%20330%20metres,them%20it%20is%20300.',
    )
    expect(sourceHref(bees)).toBe(
      'https://bees.example.org/honey#:~:text=Bees%20fan%20the%20nectar.',
    )
  })

  it('says what it searched, or why it did not, and which pages it could not read', async () => {
    renderWithServices(
      <AnswerBody
        message={chatMessage({
          chat_id: 'a2',
          role: 'assistant',
          content: 'From what I know.',
          search: {
            status: 'done',
            queries: ['tall tower'],
            reading: [],
            skipped: [{ url: 'http://10.0.0.1/', site: '10.0.0.1', reason: 'blocked_address' }],
            problem: 'nothing_readable',
          },
        })}
      />,
    )
    expect(
      await screen.findByText('None of the pages found could be read. Answered without the web.'),
    ).toBeTruthy()
    expect(screen.getByText('1 page could not be read')).toBeTruthy()
    expect(screen.getByText('10.0.0.1: a private address, not read')).toBeTruthy()
  })
})
