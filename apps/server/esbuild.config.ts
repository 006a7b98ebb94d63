// What `pnpm build` (build.js) gives esbuild, shared with the test that checks what the
// production bundle pulls in (src/production-entry.test.ts). The workspace's packages
// (TypeScript source) go into the bundle; npm dependencies stay imports, resolved from
// node_modules at run time (native binaries, fonts and data files stay where their packages
// expect them).
import type { BuildOptions } from 'esbuild'
import pkg from './package.json' with { type: 'json' }

export const productionBuild: BuildOptions = {
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts', 'src/rotate-totp-keys.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external: Object.entries(pkg.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([name]) => name),
  // Stack traces name the TypeScript lines (`node --enable-source-maps`); dist is never served.
  sourcemap: true,
  logLevel: 'warning',
}
