// The server-side entry of the prerender step (scripts/prerender.ts): built by Vite for Node
// from the same modules as the browser bundle, so pages render exactly as they hydrate.
export { renderPage } from '@amply/ui/app/render-page'
export { prerenderPaths } from '@amply/ui/routes/prerender-paths'
export { PUBLIC_URL_PLACEHOLDER } from '@amply/ui/head/page-head'
