import { healthSchema } from '../entities/health'
import { defineRoute } from '../http/route'

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'health',
    auth: false,
    tag: 'System',
    summary: 'Whether the server is up, and which build answers',
    response: healthSchema,
  }),
}
