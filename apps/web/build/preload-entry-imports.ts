import type { Plugin } from 'vite'

/**
 * The entry (src/main.tsx) imports the site's code dynamically, after the first paint. Vite
 * preloads only an entry's static imports in the HTML: this adds a modulepreload for every
 * chunk of the entry's dynamic imports and their static imports, so the page downloads the
 * code while it paints, in parallel, and evaluates none of it before.
 */
export const preloadEntryImports: Plugin = {
  name: 'amply:preload-entry-imports',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle, chunk }) => {
      if (!bundle || !chunk) return html
      const files = new Set<string>()
      const visit = (file: string) => {
        const next = bundle[file]
        if (files.has(file) || next?.type !== 'chunk') return
        files.add(file)
        next.imports.forEach(visit)
      }
      chunk.dynamicImports.forEach(visit)
      const links = [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    },
  },
}
