// The production build (`pnpm build`): the server's entry points bundled by esbuild into dist/ as
// plain JavaScript that `node` runs without tsx (options: ./esbuild.config.ts).
import { rmSync } from 'node:fs'
import { build } from 'esbuild'
import { productionBuild } from './esbuild.config.ts'

rmSync(new URL('dist', import.meta.url), { recursive: true, force: true })
await build(productionBuild)
