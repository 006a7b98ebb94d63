import { randomUUID } from 'node:crypto'
import { press, typeInto } from '@amply/e2e/keyboard'
import { contactMail } from './contact-helpers'
import { expect, test } from './fixtures'

// The public site's contact form again (public-pages.spec.ts), by the keyboard alone: no
// click, no hover, no fill. Against the real server and its outbox.

test('the contact form, filled and sent by the keyboard, mails support and says so', async ({
  page,
  baseURL,
}) => {
  const subject = `A question by keyboard ${randomUUID()}`
  await page.goto('/contact-us')
  const form = page.getByRole('form', { name: 'Send us a message' })
  const send = form.getByRole('button', { name: 'Send message' })
  // Hydrated: typing before that would not reach the form's state.
  await expect(send).toBeEnabled()
  await typeInto(page, form.getByLabel('Your name'), 'Noor Haddad')
  await typeInto(page, form.getByLabel('Email'), 'noor.keys@example.com')
  await typeInto(page, form.getByLabel('Subject'), subject)
  // A line break in the message: Enter there writes it rather than sending.
  await typeInto(page, form.getByLabel('Message'), 'Can I pay yearly')
  await page.keyboard.press('Enter')
  await page.keyboard.type('for the Pro plan?')
  await press(page, send)
  await expect(page.getByRole('status').getByText('Message sent')).toBeVisible()
  await expect
    .poll(() => contactMail(baseURL ?? '', subject))
    .toMatchObject({ text: expect.stringContaining('Can I pay yearly\nfor the Pro plan?') })
})
