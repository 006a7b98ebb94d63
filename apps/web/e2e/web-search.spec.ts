import { signIn } from './auth-helpers'
import { answerDone, answers, ask } from './chat-helpers'
import { expect, test } from './fixtures'
import { createShareLink } from './share-helpers'

// "Search the web" in the workspace, on the offline demo corpus the test server reads (no search
// service is set): the switch, the search's progress, citations, sources, reload and share.
test('a searched answer cites its sources: hover a citation, open a source, reload, share', async ({
  page,
  request,
  baseURL,
  browser,
  context,
}) => {
  await signIn(page, request, baseURL ?? '', 'websearch')
  const toggle = page.getByRole('switch', { name: 'Search the web' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')

  await ask(page, 'How do honeybees make honey?')
  const answer = answers(page).last()
  await answerDone(page)
  const status = answer.locator('[data-slot="web-search-status"]')
  await expect(status).toContainText('Searched the web for')
  await expect(status).toContainText('How do honeybees make honey?')
  const citation = answer.getByRole('link', { name: 'Source 1: How honeybees make honey' }).first()
  await expect(citation).toHaveText('1')

  // Hovering shows the quoted passage.
  await citation.hover()
  const card = page.locator('[data-slot="citation-card"]')
  await expect(card).toContainText('How honeybees make honey')
  await expect(card).toContainText('Honeybees make honey from nectar')

  const sources = answer.getByRole('region', { name: 'Sources' })
  await expect(sources.getByRole('link')).toHaveCount(1)
  await expect(sources.getByRole('link').first()).toContainText('Amply demo web')

  // Clicking opens the page, in a new tab, holding the passage quoted. The demo's pages are the
  // server's own, at its PUBLIC_URL: the test server's is not its address (a free port).
  await context.route('http://localhost:3000/demo-web/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    await route.continue({ url: new URL(pathname, baseURL).href })
  })
  const opened = context.waitForEvent('page')
  await citation.click()
  const source = await opened
  await source.waitForLoadState()
  expect(new URL(source.url()).pathname).toBe('/demo-web/honeybees')
  await expect(source.getByRole('heading', { name: 'How honeybees make honey' })).toBeVisible()
  await expect(source.getByText('Honeybees make honey from nectar').first()).toBeVisible()
  await source.close()

  // A reload keeps the sources and the switch of this conversation.
  await page.reload()
  await expect(answers(page).last().getByRole('region', { name: 'Sources' })).toBeVisible()
  await expect(
    answers(page).last().getByRole('link', { name: 'Source 1: How honeybees make honey' }).first(),
  ).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Search the web' })).toHaveAttribute(
    'aria-checked',
    'true',
  )

  // A share shows them too, to anyone with the link.
  const { path } = await createShareLink(page)
  const visitor = await browser.newContext({ baseURL: baseURL ?? '' })
  const tab = await visitor.newPage()
  await tab.goto(path)
  const shared = tab.locator('[data-slot="assistant-message"]').last()
  await expect(shared.getByRole('region', { name: 'Sources' })).toBeVisible()
  await expect(
    shared.getByRole('link', { name: 'Source 1: How honeybees make honey' }).first(),
  ).toBeVisible()
  await visitor.close()
})

test('the switch is remembered per conversation, and a new chat starts without it', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'websearch-switch')
  await ask(page, 'Hello there')
  await answerDone(page)
  await expect(page).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/)
  const conversation = page.url()
  const toggle = page.getByRole('switch', { name: 'Search the web' })
  const remembered = page.waitForResponse(
    (response) => response.url().endsWith('/web-search') && response.ok(),
  )
  await toggle.click()
  await remembered
  await page.getByRole('button', { name: 'New chat' }).first().click()
  await expect(page.getByRole('switch', { name: 'Search the web' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.goto(conversation)
  await expect(page.getByRole('switch', { name: 'Search the web' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  // A question the corpus knows nothing of says so under its answer.
  await ask(page, 'Zxqv qwzx?')
  await answerDone(page)
  await expect(
    answers(page)
      .last()
      .getByText('The web search found nothing for this question. Answered without the web.'),
  ).toBeVisible()
})
