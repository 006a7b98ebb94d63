import { expect } from 'vitest'
import type { ServerProcess } from './server-process'

/** A JSON POST to a server process. */
export const postTo = (
  server: ServerProcess,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/**
 * Registers on a server process as a newcomer does: the activation link read from its log (the
 * local outbox prints it), then a login. Answers the access token.
 */
export async function registerThroughLog(server: ServerProcess, email: string, password: string) {
  const registered = await postTo(server, '/api/auth/clients/register', {
    email,
    password,
    first_name: 'New',
    last_name: 'Comer',
    turnstile_response: '',
  })
  expect(registered.status).toBe(201)
  const link = await server.waitForOutput(/http:\/\/localhost:3000\/client\/activate\/[\w-]+/)
  const token = link.split('/').at(-1)
  expect((await postTo(server, '/api/auth/client/activate', { token })).status).toBe(200)
  const loggedIn = await postTo(server, '/api/auth/clients/login', {
    email,
    password,
    turnstile_response: '',
  })
  expect(loggedIn.status).toBe(200)
  return ((await loggedIn.json()) as { access_token: string }).access_token
}
