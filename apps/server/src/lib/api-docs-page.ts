import { brand } from '@amply/api/brand'
import type { createOpenApiDocument } from '@amply/api/openapi'

type OpenApiDocument = ReturnType<typeof createOpenApiDocument>

interface Operation {
  operationId: string
  summary: string
  tags: string[]
  security?: unknown[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A readable index of the API, rendered from the OpenAPI document itself (no assets from a
 * CDN): every call by tag, with its method, path, summary and whether it needs a session.
 */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation
      const tag = operation.tags[0] ?? 'Other'
      const signedIn = operation.security
        ? '<span class="lock" title="Needs a Bearer token">signed in</span>'
        : ''
      const row = `<tr><td class="method ${method}">${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary)} ${signedIn}</td><td><code>${escapeHtml(operation.operationId)}</code></td></tr>`
      byTag.set(tag, [...(byTag.get(tag) ?? []), row])
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, rows]) =>
        `<section><h2>${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Name</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:2rem 1rem;color:#1f1d2e}
h1{margin:0 0 .25rem}p{color:#555}table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e6e4ef;vertical-align:top}
.method{font-weight:700;font-family:ui-monospace,monospace}.get{color:#15803d}.post{color:#4f46e5}.put,.patch{color:#b45309}.delete{color:#b91c1c}
.lock{font-size:.75rem;background:#eef;border-radius:4px;padding:0 .3rem;white-space:nowrap}
@media (prefers-color-scheme:dark){body{background:#15131f;color:#eee}p{color:#aaa}th,td{border-color:#2d2a3d}.lock{background:#2d2a4d}}
</style></head><body><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Errors answer <code>{"detail": …}</code>; invalid input is a 422 with <code>loc</code>, <code>msg</code> and <code>type</code>. ${escapeHtml(brand.name)} support: ${escapeHtml(brand.supportEmail)}.</p>
${sections}</body></html>`
}
