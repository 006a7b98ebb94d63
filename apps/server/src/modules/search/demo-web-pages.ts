import { Hono } from 'hono'
import { demoCorpus, demoSite } from './demo-corpus'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The demo corpus's articles as plain pages, where a demo answer's sources link. */
export function demoWebPages() {
  const app = new Hono()
  app.get('/demo-web/:slug', (c) => {
    const article = demoCorpus.find((entry) => entry.slug === c.req.param('slug'))
    if (!article) return c.text('Not found', 404)
    // Text and one inline style: nothing else may load or run.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escape(article.title)} · ${escape(demoSite)}</title>` +
        '<style>body{font:18px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}' +
        '@media (prefers-color-scheme:dark){body{background:#111;color:#ddd}}small{color:#777}</style></head><body>' +
        `<small>${escape(demoSite)}: an article written for Amply's offline demo search</small>` +
        `<h1>${escape(article.title)}</h1>` +
        article.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('') +
        '</body></html>',
    )
  })
  return app
}
