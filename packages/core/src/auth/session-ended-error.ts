/**
 * A signed-in call could not get an access token: there is no session (no refresh cookie).
 * The request is never sent; messages treat it like a 401.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'

  constructor() {
    super('Your session has ended. Please log in again.')
  }
}
