import path from 'node:path'

/**
 * apps/server: the folder of package.json, drizzle/ and config/. One level up from this file in
 * src/, and from the bundle in dist/ (`pnpm build`), so both find the same files.
 */
export const serverDir = path.resolve(import.meta.dirname, '..')
