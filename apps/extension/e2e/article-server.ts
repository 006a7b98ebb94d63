import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A sentence only the article's body has, to find in what the panel sent. */
export const articleSentence =
  'Tidal gardens along the northern coast grow kelp in rotating plots that rest every third season.'

const articleHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Tidal gardens of the north</title></head>
  <body>
    <nav><a href="/">Home</a> · <a href="/subscribe">Subscribe to our newsletter today</a></nav>
    <article>
      <h1>Tidal gardens of the north</h1>
      <p id="lead">Le jardin est calme au lever du soleil.</p>
      <p>${articleSentence} Farmers say the rest lets the seabed recover, and the harvest that follows is
      larger than any plot worked without a break.</p>
      <p>The practice began two generations ago, when a storm cleared half the plots and the
      untouched ones outgrew everything around them the following year. Since then the rotation
      has spread to neighbouring villages, each keeping its own calendar of rest.</p>
      <p>Researchers from the coastal institute now count the kelp each spring, and their numbers
      agree with the farmers: resting plots hold more life, shelter more fish and anchor the sand
      against winter storms.</p>
    </article>
    <footer>Copyright notice and cookie banner text.</footer>
  </body>
</html>`

/** A local web page for the extension to read, on a free port of `localhost`. */
export async function startArticleServer() {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(articleHtml)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${String(port)}/article.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
