import type { RequestIdVariables } from 'hono/request-id'

/** What every request of the app carries through Hono's context. */
export interface AppEnv {
  Variables: RequestIdVariables
}
