import type { RequestIdVariables } from 'hono/request-id'

/** The signed-in user of a request, and the session it came with. */
export interface Principal {
  userId: string
  sessionId: string
  role: 'client' | 'admin'
}

/** What every request of the app carries through Hono's context. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** The signed-in user, set by the authenticate hook on signed-in routes. */
    principal: Principal
  }
}
