import '@amply/ui/globals.css'

/**
 * A prerendered page is shown before the site's code runs: its modules download meanwhile
 * (modulepreloaded in the HTML) and are evaluated once the page has painted its content, so a
 * slow phone shows the page without first spending a long task on the code. The signed-in
 * shell (app.html) has nothing to show before the code, and a page in a background tab paints
 * nothing: both start at once. Should no paint be reported (a busy machine can take seconds),
 * the code starts after 5 s regardless.
 */
function afterFirstContentfulPaint(): Promise<void> {
  const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined
  if (!prerendered || document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done()
    })
    observer.observe({ type: 'paint', buffered: true })
    const timer = setTimeout(done, 5000)
  })
}

await afterFirstContentfulPaint()
const { mountSite } = await import('@amply/ui/app/mount-site')
void mountSite()
