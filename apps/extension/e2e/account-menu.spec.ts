import { expect, test } from './fixtures'
import { signedInPanel } from './sign-in'

/** Chrome's side panel at its narrowest, where a long address is most likely to be cut. */
const panelWidth = 360

/** The account menu's button, in each language. */
const accountButton = { en: 'Account and options', ar: 'الحساب والخيارات' }

for (const language of ['en', 'ar'] as const) {
  test(`the account menu shows the whole address, read from its start (${language})`, async ({
    openPanel,
    request,
    baseURL,
  }) => {
    // e2e-panel-menu-<uuid>@example.com: far longer than the menu is wide.
    const { account, panel } = await signedInPanel(openPanel, request, baseURL, 'panel-menu')
    await panel.setViewportSize({ width: panelWidth, height: 700 })
    await panel.evaluate((code) => {
      localStorage.setItem('i18nextLng', code)
    }, language)
    await panel.reload()
    await expect(panel.locator('html')).toHaveAttribute('lang', language)

    await panel.getByRole('button', { name: accountButton[language] }).click()
    const menu = panel.getByRole('menu')
    const email = menu.getByTestId('account-email')
    await expect(email).toHaveText(account.email)
    const layout = await email.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const menuBox = element.closest('[role="menu"]')?.getBoundingClientRect()
      const label = element.parentElement?.getBoundingClientRect()
      return {
        clipped: element.scrollWidth > element.clientWidth,
        direction: getComputedStyle(element).direction,
        inMenu: !!menuBox && box.left >= menuBox.left && box.right <= menuBox.right,
        // The text's own edge on the side the menu reads from.
        startGap:
          label && document.documentElement.dir === 'rtl'
            ? label.right - textRight(element)
            : textLeft(element) - (label?.left ?? 0),
      }
      function lines(node: Element) {
        const range = document.createRange()
        range.selectNodeContents(node)
        return [...range.getClientRects()]
      }
      function textRight(node: Element) {
        return Math.max(...lines(node).map((rect) => rect.right))
      }
      function textLeft(node: Element) {
        return Math.min(...lines(node).map((rect) => rect.left))
      }
    })
    await panel.screenshot({ path: test.info().outputPath(`account-menu-${language}.png`) })
    expect(layout).toMatchObject({ clipped: false, direction: 'ltr', inMenu: true })
    // Aligned with the name above it: at the menu's start, whatever the language.
    expect(layout.startGap).toBeGreaterThanOrEqual(0)
    expect(layout.startGap).toBeLessThan(12)
  })
}
