/** A file an import refuses before storing anything: its status and a message for the user. */
export class ImportRefused extends Error {
  constructor(
    readonly status: 409 | 413 | 415 | 422,
    message: string,
  ) {
    super(message)
  }
}
