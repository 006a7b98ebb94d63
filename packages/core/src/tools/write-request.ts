import type { ChatAction } from '@amply/api/entities/chat'
import { FORMAT_MESSAGE_OPTION } from '@amply/api/entities/write'
import type { WriteState } from '@amply/api/entities/write'
import { composeText } from './compose-text'

/**
 * The writing companion's options (docs/product.md#write); "message" is the Format Message option.
 */
export const writeOptions = [
  'summarize',
  'improve',
  'email',
  'message',
  'comments',
  'paragraph',
  'article',
  'blog',
  'thoughts',
  'social_post',
] as const
export type WriteOption = (typeof writeOptions)[number]

/** docs/product.md#write: the Format Message option is sent as `sms`; the rest as they are. */
export function writeOptionValue(option: string): string {
  return option === 'message' ? FORMAT_MESSAGE_OPTION : option
}

export interface WriteInput {
  /** Compose: what to write about. */
  composeInput?: string
  /** Compose: a ready-made prompt picked from the list. */
  presetMessage?: string
  /** Compose: the kind of text to write. */
  option?: WriteOption
  /** Reply: what the reply should say. */
  replyPrompt?: string
  /** Reply: the message being answered. */
  original?: string
}

/** What the write page sends to the chat store: the words and the action. */
export interface ToolRequest {
  content: string
  action: ChatAction
}

/**
 * The write page's request, or null when nothing may be sent (docs/product.md#write): Compose needs
 * the compose input or the preset message, Reply needs the reply prompt. Format, tone, length
 * and output language come from the write state (all auto, English (United States) by default).
 */
export function buildWriteRequest(state: WriteState, input: WriteInput): ToolRequest | null {
  const settings = {
    type: 'write' as const,
    format: writeOptionValue(state.format),
    tone: state.tone,
    length: state.length,
    language: state.language,
  }
  if (state.method === 'Reply') {
    const content = input.replyPrompt?.trim()
    if (!content) return null
    const original = input.original?.trim()
    return { content, action: { ...settings, option: 'reply', ...(original ? { original } : {}) } }
  }
  const content = composeText(input.presetMessage ?? '', input.composeInput ?? '')
  if (content === null) return null
  const option = input.option ? writeOptionValue(input.option) : undefined
  return { content, action: { ...settings, ...(option ? { option } : {}) } }
}

/**
 * The format, tone and length choices of the write page; each starts at auto
 * (docs/product.md#write).
 */
export const writeFormats = [
  'auto',
  'paragraph',
  'email',
  'message',
  'essay',
  'list',
  'outline',
] as const
export const writeTones = [
  'auto',
  'professional',
  'friendly',
  'casual',
  'formal',
  'confident',
  'enthusiastic',
  'empathetic',
  'funny',
] as const
export const writeLengths = ['auto', 'short', 'medium', 'long'] as const

export const isWriteOption = (value: string | null | undefined): value is WriteOption =>
  (writeOptions as readonly (string | null | undefined)[]).includes(value)
