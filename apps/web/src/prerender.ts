// The server-side entry of the prerender step (scripts/prerender.ts): built by Vite for Node
// with the same aliases as the browser bundle, so pages render exactly as they hydrate.
export { renderPage } from '@amply/ui/app/render-page'
export { prerenderPaths } from '@amply/ui/routes/prerender-paths'
export { pageHeadHtml } from '@amply/ui/head/page-head'
