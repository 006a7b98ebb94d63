// The dependency direction of the workspace: api <- core <- ui <- apps, and api <- server.
// Each layer lists the workspace packages it may import; everything else is a lint error.
export const layers = /** @type {const} */ ({
  api: [],
  core: ['api'],
  ui: ['api', 'core'],
  web: ['api', 'core', 'ui'],
  extension: ['api', 'core', 'ui'],
  server: ['api'],
  tooling: [],
})

/** @typedef {keyof typeof layers} Layer */

const workspacePackages = ['api', 'core', 'ui', 'web', 'extension', 'server']

// Code that must run unchanged in a browser page, an extension and Node.
const frameworkFreeLayers = new Set(['api', 'core'])

const reactPackages = ['react', 'react-dom', 'react-router', 'react-i18next']

/** @param {Layer} layer */
export function forbiddenWorkspaceImports(layer) {
  /** @type {readonly string[]} */
  const allowed = layers[layer]
  return workspacePackages.filter((name) => name !== layer && !allowed.includes(name))
}

/**
 * `no-restricted-imports` patterns for one layer.
 * @param {Layer} layer
 */
export function layerImportPatterns(layer) {
  const patterns = forbiddenWorkspaceImports(layer).map((name) => ({
    group: [`@amply/${name}`, `@amply/${name}/*`],
    message: `The ${layer} layer may not import @amply/${name} (see docs/architecture.md).`,
  }))
  if (frameworkFreeLayers.has(layer)) {
    patterns.push({
      group: reactPackages.flatMap((name) => [name, `${name}/*`]),
      message: `The ${layer} layer is framework-free: no React here (React bindings live in packages/ui).`,
    })
  }
  return patterns
}

/**
 * Globals that tie code to the DOM or to Node. The framework-free layers take them
 * from the platform interface instead.
 */
export const platformGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'process',
  'Buffer',
].map((name) => ({
  name,
  message: `Framework-free code gets ${name} through the platform interface, not as a global.`,
}))
