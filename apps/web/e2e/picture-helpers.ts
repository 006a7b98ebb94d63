import type { Page } from '@playwright/test'

/** A small PNG drawn by the browser itself: a real picture for the avatar upload. */
export async function pngPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 96
    canvas.height = 64
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    context.fillStyle = '#7c3aed'
    context.fillRect(0, 0, 96, 64)
    context.fillStyle = '#fbbf24'
    context.fillRect(30, 10, 36, 44)
    return canvas.toDataURL('image/png').split(',')[1] ?? ''
  })
  return Buffer.from(base64, 'base64')
}

/** A 1×1 PNG: the smallest real image, for attachments. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
