import { AUTO_STYLE_ID } from '@amply/api/entities/art'
import type { ImageStyle } from '@amply/api/entities/art'
import type { Prompt } from '@amply/api/entities/prompt'
import type { RouteHandlers } from '../../lib/route-table'

/** The preset messages the write and translate screens offer (and a few chat starters). */
export const presetPrompts: Prompt[] = [
  {
    id: 'chat-explain',
    title: 'Explain simply',
    prompt: 'Explain this as if I were new to the subject:',
    tool: 'chat',
    option: null,
  },
  {
    id: 'chat-plan',
    title: 'Make a plan',
    prompt: 'Help me make a step-by-step plan to',
    tool: 'chat',
    option: null,
  },
  {
    id: 'chat-ideas',
    title: 'Brainstorm ideas',
    prompt: 'Give me ten fresh ideas for',
    tool: 'chat',
    option: null,
  },
  {
    id: 'chat-compare',
    title: 'Compare options',
    prompt: 'Compare the pros and cons of',
    tool: 'chat',
    option: null,
  },
  {
    id: 'write-email-follow-up',
    title: 'Follow-up email',
    prompt: 'A polite follow-up on my last message, asking for an answer by Friday.',
    tool: 'write',
    option: 'email',
  },
  {
    id: 'write-email-thanks',
    title: 'Thank-you email',
    prompt: 'Thank the team for their help on the project launch.',
    tool: 'write',
    option: 'email',
  },
  {
    id: 'write-blog-intro',
    title: 'Blog introduction',
    prompt: 'An introduction for a blog post about working remotely.',
    tool: 'write',
    option: 'blog',
  },
  {
    id: 'write-social-launch',
    title: 'Launch post',
    prompt: 'Announce the launch of our new product to our followers.',
    tool: 'write',
    option: 'social_post',
  },
  {
    id: 'write-paragraph-summary',
    title: 'Summary paragraph',
    prompt: 'One paragraph that sums up the main points of my notes.',
    tool: 'write',
    option: 'paragraph',
  },
  {
    id: 'write-reply-decline',
    title: 'Decline politely',
    prompt: 'Decline politely and suggest another date.',
    tool: 'write',
    option: 'reply',
  },
  {
    id: 'translate-formal',
    title: 'Formal translation',
    prompt: 'Translate keeping a formal tone:',
    tool: 'translate',
    option: null,
  },
  {
    id: 'translate-casual',
    title: 'Casual translation',
    prompt: 'Translate as a friend would say it:',
    tool: 'translate',
    option: null,
  },
]

/** Image styles; Auto (id 10) adds nothing to the prompt. */
export const imageStyles: ImageStyle[] = [
  { id: AUTO_STYLE_ID, name: 'Auto', prompt: '', preview_url: null },
  {
    id: 11,
    name: 'Photographic',
    prompt: 'a realistic photograph, natural light, sharp focus',
    preview_url: null,
  },
  {
    id: 12,
    name: 'Digital art',
    prompt: 'digital art, vivid colours, detailed',
    preview_url: null,
  },
  {
    id: 13,
    name: 'Watercolour',
    prompt: 'a watercolour painting, soft edges, paper texture',
    preview_url: null,
  },
  {
    id: 14,
    name: 'Line drawing',
    prompt: 'a clean black ink line drawing on white',
    preview_url: null,
  },
  {
    id: 15,
    name: 'Anime',
    prompt: 'anime style illustration, clean lines, cel shading',
    preview_url: null,
  },
  { id: 16, name: '3D render', prompt: 'a 3D render, soft studio lighting', preview_url: null },
  { id: 17, name: 'Pixel art', prompt: 'pixel art, limited palette', preview_url: null },
]

export function presetHandlers(): RouteHandlers {
  return {
    listPrompts: (input) =>
      input.query.tool ? presetPrompts.filter((p) => p.tool === input.query.tool) : presetPrompts,
    listImageStyles: () => imageStyles,
  }
}
