import type { ApiError } from '@amply/api/errors'
import type { JsonRouteName, RouteInput, RouteOutput } from '@amply/api/client'
import { useMutation } from '@tanstack/react-query'
import type { UseMutationOptions } from '@tanstack/react-query'
import { useAppServices } from '../app-services'
import type { RouteCall } from './route-caller'
import { useRouteCall } from './use-route-call'
import { useInvalidateRoutes } from './use-invalidate-routes'

/** A route without required input is called as `mutate()`. */
type Variables<N extends JsonRouteName> =
  object extends RouteInput<N> ? RouteInput<N> | undefined : RouteInput<N>

export type WriteOptions<Output, Input, Context = unknown> = Omit<
  UseMutationOptions<Output, ApiError, Input, Context>,
  'mutationFn'
> & {
  /**
   * The routes whose cached answers this write changes: asked again once it has answered (a
   * failure too: a write of several calls may have made some, and the server's answer is what
   * the screens show).
   */
  invalidates?: readonly JsonRouteName[]
  /**
   * The signed-in session's client makes the calls, started first, though the route is public:
   * it follows an answer's `redirect_url` (the sign-up and sign-in pages' calls).
   */
  startSession?: boolean
}

export type RouteMutationOptions<N extends JsonRouteName, Context = unknown> = WriteOptions<
  RouteOutput<N>,
  Variables<N>,
  Context
>

/**
 * What a screen may add to a named write of a feature's `api/` folder: its own reactions
 * (a toast, closing a dialog). What the write changes in the cache is the hook's own.
 */
export type ScreenWriteOptions<Output, Input, Context = unknown> = Omit<
  WriteOptions<Output, Input, Context>,
  'invalidates' | 'startSession'
>

/** `ScreenWriteOptions` of a write that is one route's call. */
export type ScreenRouteOptions<N extends JsonRouteName, Context = unknown> = Omit<
  RouteMutationOptions<N, Context>,
  'invalidates' | 'startSession'
>

/**
 * A write made of route calls (several, or one chosen by its input): `run` makes them with the
 * app's route call. Once it has answered, its own `onSuccess` or `onError` and `onSettled` run,
 * then its `invalidates` are asked again; the mutation stays pending until they have answered,
 * so a button stays busy until the list it changed shows the change. Screens use it through a
 * named hook of a feature's `api/` folder, never directly (lint: tooling/eslint/server-state.js).
 */
export function useRoutesMutation<Output, Input = void, Context = unknown>(
  run: (call: RouteCall, input: Input) => Promise<Output>,
  {
    invalidates = [],
    startSession = false,
    onSettled,
    ...options
  }: WriteOptions<Output, Input, Context> = {},
) {
  const { session } = useAppServices()
  const call = useRouteCall()
  const invalidate = useInvalidateRoutes()
  return useMutation<Output, ApiError, Input, Context>({
    ...options,
    mutationFn: async (input) => {
      if (startSession) await session.load()
      return run(call, input)
    },
    onSettled: async (...args) => {
      await onSettled?.(...args)
      await invalidate(invalidates)
    },
  })
}

/** A write that is one call of the route table, typed by the route's name. */
export function useRouteMutation<N extends JsonRouteName, Context = unknown>(
  name: N,
  options: RouteMutationOptions<N, Context> = {},
) {
  return useRoutesMutation<RouteOutput<N>, Variables<N>, Context>(
    (call, input) => call(name, input),
    options,
  )
}
