/** The performance budgets of shared/DESIGN.md that the web app is measured against. */
export const budgets = {
  /** Initial JavaScript of the public home page, KB gzip, React 19 included. */
  homeInitialJsKb: 190,
  /** Initial JavaScript of the workspace (`/dashboard/chat`, signed in), KB gzip. */
  dashboardInitialJsKb: 480,
  /** Lighthouse (mobile) categories on the public pages, each at least this. */
  lighthouseMinScore: 95,
  /** A 2,000-message conversation, from the click in the history to its last message shown, ms. */
  chatOpenMs: 1000,
  /** The longest task of the main thread while scrolling a long conversation or streaming, ms. */
  chatLongTaskMs: 50,
} as const
