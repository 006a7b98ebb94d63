declare global {
  // zod keeps its settings on this global so that every copy of it shares them.
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

/**
 * The pages and the side panel run under a Content-Security-Policy without 'unsafe-eval'. zod
 * compiles object parsers with `new Function`, and probes whether it may as soon as a schema is
 * built: the browser reports that probe as a policy violation even though zod catches it. Set
 * before any lazy chunk builds a schema (the schemas download with signed-in screens), zod's own
 * `jitless` setting turns both off. It is zod's global rather than `z.config()` so that the first
 * bundle does not download zod to say so.
 */
export function keepZodFromEval(): void {
  // The same object zod reads, if it has already started.
  globalThis.__zod_globalConfig ??= {}
  globalThis.__zod_globalConfig.jitless = true
}
