import { z } from 'zod'

/** The longest web search query, in characters (a longer question is not searched as it is). */
export const MAX_SEARCH_QUERY_CHARS = 400

/**
 * A web page an answer was given to read, numbered as the answer cites it: `[2]` in the answer's
 * text is the source whose `n` is 2 (docs/product.md#web-search).
 */
export const webSourceSchema = z.object({
  n: z.number().int().min(1),
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().max(300),
  /** The site's name, or its host name. */
  site: z.string().max(200),
  /** The site's icon as a small `data:image/…` URL, or null (the client draws a letter). */
  icon: z
    .string()
    .max(16_000)
    .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/)
    .nullable(),
  /** The passages of the page the model was given, best first: what a citation quotes. */
  passages: z.array(z.string().max(2000)).max(5),
})
export type WebSource = z.infer<typeof webSourceSchema>

/** Why a result page was not read: said in the answer, the page named. */
export const pageSkipReasonSchema = z.enum([
  /** No answer within the page time limit. */
  'timeout',
  /** Larger than the page size limit. */
  'too_large',
  /** Not a web page (an image, a PDF, a binary file). */
  'not_text',
  /** Its redirects went round in a circle, or were too many. */
  'redirects',
  /** A private, loopback or link-local address (or not http or https). */
  'blocked_address',
  /** Answered an error status (404, 500...). */
  'http_error',
  /** No readable text in it. */
  'no_text',
  /** Its server could not be reached. */
  'unreachable',
])
export type PageSkipReason = z.infer<typeof pageSkipReasonSchema>

/** Why a search gave the answer nothing to read: one line in the answer, which goes on without. */
export const searchProblemSchema = z.enum([
  'empty_query',
  'query_too_long',
  /** The search service did not answer in time. */
  'timeout',
  /** The search service refused: too many searches (429). */
  'rate_limited',
  /** The search service failed (5xx, refused key, unreachable). */
  'unavailable',
  /** The search service answered something that is not search results. */
  'bad_response',
  'no_results',
  /** Every result page was skipped. */
  'nothing_readable',
  /** The plan's allowance has no query left for the search. */
  'no_allowance',
])
export type SearchProblem = z.infer<typeof searchProblemSchema>

const pageSchema = z.object({ url: z.string(), site: z.string() })

/**
 * What an answer searched and read (docs/product.md#web-search), streamed as it goes
 * (`searching`, then `reading`, then `done`) and stored with the answer.
 */
export const webSearchSchema = z.object({
  status: z.enum(['searching', 'reading', 'done']),
  /** What was searched for, in order (the question, or the model's own queries). */
  queries: z.array(z.string()),
  /** The pages being read (while `reading`). */
  reading: z.array(pageSchema).default([]),
  /** The pages that could not be read, and why. */
  skipped: z.array(pageSchema.extend({ reason: pageSkipReasonSchema })).default([]),
  /** Why the search gave nothing, when it did not. */
  problem: searchProblemSchema.nullable().default(null),
})
export type WebSearch = z.infer<typeof webSearchSchema>

/** The "Search the web" switch of a conversation (remembered with it). */
export const conversationWebSearchSchema = z.object({ web_search: z.boolean() })
