import { ensureChromium } from '@amply/e2e/chromium'

export default function globalSetup() {
  ensureChromium()
}
