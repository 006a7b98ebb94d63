// The production build (`pnpm build`): the server's entry points bundled by esbuild into dist/ as
// plain JavaScript that `node` runs without tsx. The workspace's packages (TypeScript source) go
// into the bundle; npm dependencies stay imports, resolved from node_modules at run time (native
// binaries, fonts and data files stay where their packages expect them).
import { rmSync } from 'node:fs'
import { build } from 'esbuild'
import pkg from './package.json' with { type: 'json' }

const external = Object.entries(pkg.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name)

rmSync('dist', { recursive: true, force: true })
await build({
  entryPoints: ['src/main.ts', 'src/rotate-totp-keys.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  // Stack traces name the TypeScript lines (`node --enable-source-maps`); dist is never served.
  sourcemap: true,
  logLevel: 'warning',
})
