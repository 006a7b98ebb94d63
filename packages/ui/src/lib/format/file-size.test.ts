import { describe, expect, it } from 'vitest'
import { fileKindLabel, formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it('reads as people write sizes: a tenth below 10, whole from there', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes')
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB')
    expect(formatFileSize(1.44 * 1024 * 1024, 'en')).toBe('1.4 MB')
    expect(formatFileSize(10_490_000, 'en')).toBe('10 MB')
  })

  it('in the language of the interface', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr').replace(/\s/u, ' ')).toBe('1,5 Mo')
  })
})

describe('fileKindLabel', () => {
  it('names a known type, else the extension', () => {
    expect(fileKindLabel('application/pdf', 'a.pdf')).toBe('PDF')
    expect(fileKindLabel('application/octet-stream', 'notes.md')).toBe('MD')
  })
})
