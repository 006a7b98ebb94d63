import { ApiError } from '@amply/api/errors'

/** The server does not know the share, or it was revoked. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404
