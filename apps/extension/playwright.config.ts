import { e2eConfig } from '@amply/e2e/playwright-config'

export default e2eConfig({ name: 'extension', globalSetup: './e2e/global-setup.ts' })
