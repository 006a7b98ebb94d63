import { signIn } from './auth-helpers'
import { answerDone, answers, ask, questions } from './chat-helpers'
import { expect, test } from './fixtures'
import { createShareLink } from './share-helpers'

test('a shared conversation opens signed out and continues signed in; revoked, it is gone', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'share')
  await ask(page, 'Suggest a name for a bakery')
  await answerDone(page)

  const { path: sharePath, dialog } = await createShareLink(page)

  // A visitor without an account reads it, and is asked to log in to continue it.
  const visitor = await browser.newContext({ baseURL: baseURL ?? '' })
  const tab = await visitor.newPage()
  await tab.goto(sharePath)
  await expect(tab.getByText('Suggest a name for a bakery').first()).toBeVisible()
  await expect(tab.getByText(/offline demo provider/).first()).toBeVisible()
  await tab.getByRole('link', { name: 'Continue this conversation' }).first().click()
  await expect(tab).toHaveURL(/\/auth\/jwt\/login/)
  await tab.getByLabel('Email').fill(account.email)
  await tab.getByLabel('Password', { exact: true }).fill(account.password)
  await tab.getByRole('button', { name: 'Log in' }).click()
  // Signed in, the copy is theirs: it opens in the chat, to go on with, saying it is a copy.
  await expect(tab.getByText('A copy is now in your history as')).toHaveText(
    'A copy is now in your history as “Suggest a name for a bakery (copy)”. The original stays as it is.',
  )
  await expect(tab).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/)
  await expect(questions(tab).first()).toHaveText('Suggest a name for a bakery')
  const history = tab.getByRole('navigation', { name: 'Conversations' })
  await expect(history.getByText('Suggest a name for a bakery', { exact: true })).toHaveCount(1)
  await expect(
    history.getByText('Suggest a name for a bakery (copy)', { exact: true }),
  ).toHaveCount(1)
  await visitor.close()

  await dialog.getByRole('button', { name: 'Stop sharing' }).click()
  // Confirmed in the question that asks (the toast that follows is gone after a few seconds: a
  // busy machine may look too late, so the dialog's state is what is checked).
  await page
    .getByRole('alertdialog', { name: 'Stop sharing this link?' })
    .getByRole('button', { name: 'Stop sharing' })
    .click()
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible()
  const gone = await browser.newContext({ baseURL: baseURL ?? '' })
  const goneTab = await gone.newPage()
  await goneTab.goto(sharePath)
  await expect(goneTab.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await gone.close()
})

test('the share dialog opens on the version on screen, in view, numbered as the chat numbers it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await signIn(page, request, baseURL ?? '', 'share-versions')
  await ask(page, 'Name a colour')
  await answerDone(page)
  for (let made = 2; made <= 4; made++) {
    const answer = answers(page).last()
    await answer.hover()
    await answer.getByRole('button', { name: 'Regenerate' }).click()
    await answerDone(page)
    await expect(answers(page).last().getByRole('group', { name: 'Versions' })).toContainText(
      `${String(made)}/${String(made)}`,
    )
  }
  const versions = answers(page).last().getByRole('group', { name: 'Versions' })
  await versions.getByRole('button', { name: 'Previous version' }).click()
  await expect(versions).toContainText('3/4')

  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' })
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1)
  const label = dialog.locator('label').filter({ has: page.locator('input:checked') })
  await expect(label).toContainText('Version 3/4')
  await expect(label).toContainText('On screen')
  await expect(label).toBeInViewport({ ratio: 1 })
  await expect(dialog.getByText('Version 1/4')).toBeVisible()
})
