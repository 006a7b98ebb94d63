import type { StreamChunk } from '@amply/api/entities/chat'
import { describe, expect, it } from 'vitest'
import { compact } from './live-answer'

const search = (status: 'searching' | 'reading' | 'done'): StreamChunk => ({
  search: { status, queries: ['q'], reading: [], skipped: [], problem: null },
})
const source = {
  n: 1,
  url: 'https://example.com/',
  title: 'T',
  site: 'example.com',
  icon: null,
  passages: ['p'],
}

describe('what a follower of an answer starts from', () => {
  it('is the ids, the search and sources as they last stood, the reasoning, the text, the end', () => {
    const ids = { session_id: 's', user_chat_id: 'q', chat_id: 'a' }
    expect(
      compact([
        ids,
        search('searching'),
        search('reading'),
        search('done'),
        { sources: [source] },
        { reasoning_content: 'Hm' },
        { content: 'The answer ' },
        { content: '[1]' },
        { stopped: true },
      ]),
    ).toEqual([
      ids,
      search('done'),
      { sources: [source] },
      { reasoning_content: 'Hm' },
      { content: 'The answer [1]' },
      { stopped: true },
    ])
  })
})
