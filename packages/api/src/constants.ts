/** Business constants (docs/product.md#constants), shared by the client and the server. */

/** A token counts as fresh only if it expires more than this far in the future. */
export const TOKEN_FRESHNESS_MARGIN_MS = 30_000

/** Non-error notifications clear themselves after this long. */
export const NOTIFICATION_AUTO_DISMISS_MS = 3000

/**
 * The plan banner counts down in days above this many minutes, and says "about to expire" below.
 */
export const PLAN_BANNER_THRESHOLD_MINUTES = 1440

/** Session (refresh token) lifetime: 10080 minutes, 7 days (docs/product.md#session). */
export const SESSION_LIFETIME_MINUTES = 10_080

/** Largest file a user may upload (profile picture, documents, images, audio). */
export const MAX_UPLOAD_BYTES = 10_490_000

/**
 * Largest file an import may bring (another assistant's whole export: years of conversations
 * and their images), read as it streams, never held whole (docs/product.md#your-data).
 */
export const MAX_IMPORT_BYTES = 1_000_000_000

/** Conversations one import may hold: past it, the file is refused before anything is stored. */
export const MAX_IMPORT_CONVERSATIONS = 20_000

/**
 * Largest body of a question: it carries the conversation's whole branch (a message may hold
 * 200,000 characters), far past the server's limit for other JSON bodies.
 */
export const MAX_CONVERSATION_BODY_BYTES = 32 * 1024 * 1024

/** Registration starts a trial this long, with no card. */
/**
 * The history a question takes to the model: its latest earlier messages of the branch, at most
 * this many and this many characters in all, whole; older ones are left out (one query never
 * forwards megabytes). The question itself is not counted.
 */
export const HISTORY_MAX_MESSAGES = 40
export const HISTORY_MAX_CHARACTERS = 48_000

export const TRIAL_DAYS = 30

/** The home page's FAQ shows this many items on a small screen (all eight from `md` up). */
export const FAQ_ITEMS_SMALL_SCREEN = 5

/** Paragraph writing is capped at this many words. */
export const PARAGRAPH_WORD_CAP = 100

/**
 * The status of the "subscription limit" error (an allowance used up): 402 Payment Required. Its
 * detail is a message for the user, shown as is (docs/product.md#stream-errors). 429 stays "too
 * many requests".
 */
export const SUBSCRIPTION_LIMIT_STATUS = 402

/**
 * The readable cookie the server sets beside the HttpOnly refresh cookie, with the same
 * lifetime and no secret: the client's "refresh cookie" check reads it (docs/product.md#session).
 */
export const SESSION_INDICATOR_COOKIE = 'amply_session'

/**
 * A client that keeps its own refresh token (the browser extension, whose cookies are the
 * website's) sends it in this header to `auth/clients/tokens` instead of the refresh cookie.
 */
export const REFRESH_TOKEN_HEADER = 'X-Refresh-Token'
