import type { Hono } from 'hono'
import type { Database } from '../src/db/client'
import type { AppEnv } from '../src/lib/app-env'
import { jsonRequest, login, registerActiveUser } from './auth-flow'

/** Test helpers of the account calls, on top of ./auth-flow.ts. */

type App = Hono<AppEnv>

/** Registers, activates and logs in a user; answers the access token. */
export async function signedInUser(app: App, db: Database, email: string) {
  await registerActiveUser(app, db, email)
  const response = await login(app, email)
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A login with a given password (auth-flow's login uses the registered one). */
export const loginWith = (app: App, email: string, password: string) =>
  app.request(
    '/api/auth/clients/login',
    jsonRequest('POST', { email, password, turnstile_response: '' }),
  )
