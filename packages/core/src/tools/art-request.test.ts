import { defaultArtState } from '@amply/api/entities/art'
import { describe, expect, it } from 'vitest'
import { buildImageRequest } from './art-request'

describe('art state and request', () => {
  it('defaults to style Auto (id 10), 1:1 at 1024X1024 (multiplier 1) and one image', () => {
    expect(defaultArtState).toEqual({
      style: { id: 10, name: 'Auto' },
      aspect_ratio: { ratio: '1:1', size: '1024X1024', multiplier: 1 },
      image_count: 1,
    })
    expect(buildImageRequest({ prompt: 'A lighthouse at dusk', modelId: 'painter' })).toEqual({
      ai_model_id: 'painter',
      prompt: 'A lighthouse at dusk',
      style_id: 10,
      aspect_ratio: '1:1',
      size: '1024X1024',
      n: 1,
      session_id: null,
    })
  })

  it('sends the chosen style, aspect ratio and count', () => {
    const request = buildImageRequest(
      { prompt: 'A fox', modelId: 'painter', sessionId: 's1' },
      {
        style: { id: 3, name: 'Watercolour' },
        aspect_ratio: { ratio: '16:9', size: '1792X1024', multiplier: 1.5 },
        image_count: 4,
      },
    )
    expect(request).toMatchObject({ style_id: 3, aspect_ratio: '16:9', size: '1792X1024', n: 4 })
    expect(request?.session_id).toBe('s1')
  })

  it('nothing is sent for an empty prompt', () => {
    expect(buildImageRequest({ prompt: '   ', modelId: 'painter' })).toBeNull()
  })
})
