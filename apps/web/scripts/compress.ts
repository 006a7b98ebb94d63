// The build's very last step: writes a Brotli (.br) and a gzip (.gz) copy beside every asset
// worth compressing, once, at maximum effort, so the server sends them as they are
// (serveStatic's `precompressed`) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const assetsDir = path.resolve(import.meta.dirname, '../dist/assets')
// Source maps are large and only fetched by developer tools: not worth the build time.
const compressible = new Set(['.js', '.css', '.svg', '.json'])
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024

let written = 0
for (const name of readdirSync(assetsDir)) {
  const file = path.join(assetsDir, name)
  if (!compressible.has(path.extname(name)) || statSync(file).size < MIN_BYTES) continue
  const content = readFileSync(file)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }))
  written += 1
}
console.log(`Compressed ${String(written)} assets (Brotli and gzip).`)
