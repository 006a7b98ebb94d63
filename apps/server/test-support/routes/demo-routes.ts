import { Hono } from 'hono'
import { z } from 'zod'
import type { DemoControls } from '../../src/modules/providers/demo-directives'

const releaseSchema = z.object({ word: z.string().min(1) })

/**
 * `POST /__test/demo/release` `{ word }`: lets the demo answers held by `[demo:hold:N]` whose
 * question contains `word` go on, and says how many there were. Mounted only by the test server
 * (test-support/main.ts), for the end-to-end tests that act in the middle of an answer (reload,
 * stop); it is not part of the product's API.
 */
export function demoTestRoutes(controls: DemoControls) {
  return new Hono().post('/demo/release', async (c) => {
    const parsed = releaseSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ detail: 'Invalid release' }, 422)
    return c.json({ released: controls.release(parsed.data.word) })
  })
}
