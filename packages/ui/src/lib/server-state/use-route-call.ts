import { useAppServices } from '../app-services'
import type { RouteCall } from './route-caller'
import { serverStateOf } from './server-state'

/**
 * A route called outside the cache: one-off actions whose answer no screen shows again (a
 * link to open, a code to check, a sign-in step). Changes to cached data use
 * `useRouteMutation`; reads use `useRouteQuery`.
 */
export function useRouteCall(): RouteCall {
  return serverStateOf(useAppServices().session).call
}
