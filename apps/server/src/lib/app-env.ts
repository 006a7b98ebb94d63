import type { RequestIdVariables } from 'hono/request-id'
import type { Principal } from '../modules/auth/session.service'

/** What every request of the app carries through Hono's context. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** The signed-in user, set by the authenticate hook on signed-in routes. */
    principal: Principal
  }
}
