import { createHash } from 'node:crypto'

/** Cloudflare Turnstile's script and frames, allowed only when Turnstile is on. */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

// A <script> start tag (its attributes may hold quoted `>`), its text, and its end tag.
const SCRIPT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i

/**
 * The CSP sources of a page's inline scripts: `'sha256-…'` of the exact text of each script
 * element without `src`, as the browser hashes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || text === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export interface PagePolicyOptions {
  /** Hashes of the page's inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[]
  /** Origins the page may call besides its own (an AI service on another origin). */
  connectOrigins: readonly string[]
  /** Cloudflare Turnstile is on: its script and frame are allowed. */
  turnstile: boolean
  /** Served over HTTPS: any http:// subresource is upgraded. */
  https: boolean
}

/**
 * The Content-Security-Policy of a web app page. Scripts: the site's own files and the hashed
 * inline ones, never `unsafe-inline` or `unsafe-eval`. Styles allow inline ones: React and Radix
 * set `style` attributes (positions of popovers, animations), which only `'unsafe-inline'`
 * permits, and CSS cannot run code. Images: the site's own (profile pictures), data: and blob:
 * (generated images, previews); an image from elsewhere in a model's answer stays blank, so
 * a prompt injection cannot leak the conversation through an image address.
 */
export function pagePolicy(options: PagePolicyOptions): string {
  const turnstile = options.turnstile ? [TURNSTILE_ORIGIN] : []
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, ...turnstile],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...options.connectOrigins],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', ...(turnstile.length > 0 ? turnstile : ["'none'"])],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(options.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
