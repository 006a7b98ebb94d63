import type { ChatMessage } from '@amply/api/entities/chat'
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../i18n/i18n'
import { renderWithServices, testServices } from '../../../test/render-app'
import { ToolResult } from './tool-result'

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['tools', 'conversation'])
})

const answer = (over: Partial<ChatMessage>): ChatMessage => ({
  chat_id: 'a1',
  role: 'assistant',
  content: '',
  reasoning_content: '',
  model: null,
  model_group: null,
  tool: 'write',
  loading: false,
  edit: false,
  regen: false,
  parent_id: 'q1',
  incomplete: false,
  sources: [],
  search: null,
  files: [],
  ...over,
})

describe('a tool result', () => {
  it('offers only Stop while it streams', () => {
    const onStop = vi.fn()
    renderWithServices(
      <ToolResult
        answer={answer({ loading: true, content: 'Dear team' })}
        onStop={onStop}
        onRegenerate={vi.fn()}
      />,
      services,
    )
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(onStop).toHaveBeenCalledOnce()
  })

  it('once done: copy, and the actions it was given, with the word count', () => {
    const onContinue = vi.fn()
    renderWithServices(
      <ToolResult
        answer={answer({ content: 'Thank you all for the launch.' })}
        onContinue={onContinue}
        showWords
      />,
      services,
    )
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue writing' }))
    expect(onContinue).toHaveBeenCalledOnce()
    expect(screen.getByText('6 words')).toBeTruthy()
  })
})
