import { budgets } from '@amply/bench/budgets'
import type { InitialJs } from '../perf/initial-js'
import { measureInitialJs } from '../perf/initial-js'
import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'

const fileList = (js: InitialJs) => js.files.map((f) => `${f.url} ${f.kb.toFixed(1)}`).join('\n')

// The deterministic budgets (bundle sizes) hold in every test run; timings are `pnpm bench`'s.
test(`the home page downloads at most ${String(budgets.homeInitialJsKb)} KB of JavaScript (gzip)`, async ({
  page,
  baseURL,
}) => {
  const home = await measureInitialJs(page, `${baseURL ?? ''}/`)
  expect(home.files.length).toBeGreaterThan(0)
  expect(home.kb, fileList(home)).toBeLessThanOrEqual(budgets.homeInitialJsKb)
})

test(`the workspace downloads at most ${String(budgets.dashboardInitialJsKb)} KB of JavaScript (gzip)`, async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'budget-workspace')
  // A new tab of the signed-in browser: the workspace's first visit, as the bench measures it.
  const workspace = await measureInitialJs(
    await page.context().newPage(),
    `${baseURL ?? ''}/dashboard/chat`,
  )
  expect(workspace.files.length).toBeGreaterThan(0)
  expect(workspace.kb, fileList(workspace)).toBeLessThanOrEqual(budgets.dashboardInitialJsKb)
})
