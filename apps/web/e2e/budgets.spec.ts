import { budgets } from '../perf/budgets'
import { measureInitialJs } from '../perf/initial-js'
import { expect, test } from './fixtures'

// The deterministic budgets (bundle sizes) hold in every test run; timings are `pnpm bench`'s.
test(`the home page downloads at most ${String(budgets.homeInitialJsKb)} KB of JavaScript (gzip)`, async ({
  page,
  baseURL,
}) => {
  const home = await measureInitialJs(page, `${baseURL ?? ''}/`)
  expect(home.files.length).toBeGreaterThan(0)
  expect(
    home.kb,
    home.files.map((f) => `${f.url} ${f.kb.toFixed(1)}`).join('\n'),
  ).toBeLessThanOrEqual(budgets.homeInitialJsKb)
})
