import { Hono } from 'hono'
import type { Database } from '../src/db/client'
import type { DemoControls } from '../src/modules/providers/demo-directives'
import { conversationsTestRoutes } from './routes/conversation-routes'
import { demoTestRoutes } from './routes/demo-routes'
import { mailTestRoutes } from './routes/mail-routes'
import { mailboxTestRoutes } from './routes/mailbox-routes'

/** Every route the test server adds under `/__test` (./main.ts): none is part of the product. */
export function testRoutes(db: Database, demoControls: DemoControls) {
  return new Hono()
    .route('/', mailTestRoutes(db))
    .route('/', mailboxTestRoutes(db))
    .route('/', demoTestRoutes(demoControls))
    .route('/', conversationsTestRoutes(db))
}
