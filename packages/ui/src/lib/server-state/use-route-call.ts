import { useAppServices } from '../app-services'
import type { RouteCall } from './route-caller'
import { serverStateOf } from './server-state'

/**
 * The app's route call, outside the cache: what the layer's writes (`useRouteMutation`,
 * `useRoutesMutation`) call with. Screens write through a feature's named hooks, never with it.
 */
export function useRouteCall(): RouteCall {
  return serverStateOf(useAppServices().session).call
}
