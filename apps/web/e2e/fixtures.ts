import { test as base } from '@playwright/test'

/** `baseURL` is the server that global-setup started (its port is only known then). */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not start the server')
    await use(url)
  },
})

export { expect } from '@playwright/test'
