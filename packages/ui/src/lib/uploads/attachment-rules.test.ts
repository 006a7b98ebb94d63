import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { describe, expect, it } from 'vitest'
import { acceptsImages, checkAttachment } from './attachment-rules'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('attachments are checked before upload', () => {
  it('refuses a file over 10,490,000 bytes, and takes one of exactly that size', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_490_000)
    expect(checkAttachment(file('a.pdf', 'application/pdf', 10_490_001), true)).toEqual({
      ok: false,
      reason: 'tooLarge',
    })
    expect(checkAttachment(file('a.pdf', 'application/pdf', 10_490_000), true)).toEqual({
      ok: true,
      kind: 'document',
    })
  })

  it('takes images only for a model that reads them', () => {
    expect(checkAttachment(file('cat.png', 'image/png'), true)).toEqual({ ok: true, kind: 'image' })
    expect(checkAttachment(file('cat.png', 'image/png'), false)).toEqual({
      ok: false,
      reason: 'imageNotAccepted',
    })
    expect(acceptsImages({ group: 'multimodal' })).toBe(true)
    expect(acceptsImages({ group: 'chat' })).toBe(false)
    expect(acceptsImages(null)).toBe(false)
  })

  it('takes documents by type or by name, and refuses anything else', () => {
    expect(checkAttachment(file('notes.md', ''), false)).toEqual({ ok: true, kind: 'document' })
    expect(checkAttachment(file('a.txt', 'text/plain'), false)).toMatchObject({ ok: true })
    expect(checkAttachment(file('a.exe', 'application/x-msdownload'), true)).toEqual({
      ok: false,
      reason: 'unsupported',
    })
    expect(checkAttachment(file('a.svg', 'image/svg+xml'), true)).toMatchObject({ ok: false })
  })
})
