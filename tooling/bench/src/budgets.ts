/**
 * Every performance budget of the project and every figure `pnpm bench` records, in one place:
 * the benchmarks read their budgets here, `pnpm bench:check` holds the recorded figures
 * (docs/benchmarks.json) to them, and docs/benchmarks.md is generated from both. A budget is
 * changed here, in code review, never in a document.
 */
export const budgets = {
  /**
   * The phone every figure that depends on the CPU is measured on, as Lighthouse's CPU
   * benchmark index (`computeBenchmarkIndex`): each bench measures this machine's index and
   * slows its CPU by measured ÷ this, so that any machine emulates the same phone (see
   * phone.ts). Chrome DevTools' calibration puts a mid-tier phone (Pixel 5 class) at about
   * 1,000 and a low-tier one (Moto G Power 2022) at about 260.
   */
  phoneBenchmarkIndex: 400,
  /** Initial JavaScript of the public home page, React included, KB gzip. */
  homeInitialJsKb: 190,
  /** Initial JavaScript of the workspace (`/dashboard/chat`, signed in), KB gzip. */
  dashboardInitialJsKb: 480,
  /** Lighthouse (mobile) performance, accessibility, best practices and SEO, each at least. */
  lighthouseMinScore: 95,
  /** Lighthouse (mobile) total blocking time, ms. */
  totalBlockingTimeMs: 150,
  /** Lighthouse (mobile) first contentful paint, ms: under 1.8 s, Lighthouse's good range. */
  firstContentfulPaintMs: 1800,
  /** What the server adds to the first token at p50, against the provider alone, ms. */
  relayOverheadP50Ms: 5,
  /** A 2,000-message conversation, from the click in the history to its last message, ms. */
  chatOpenMs: 1000,
  /**
   * The longest main-thread task once the workspace's composer is ready (the page settling,
   * opening, scrolling a long conversation, streaming), ms.
   */
  longTaskMs: 50,
  /** The side panel, from opening to a composer that takes typing, ms. */
  panelInteractiveMs: 300,
  /** Login with an unknown email ÷ with a wrong password, at p50: the same class of time. */
  loginTimingRatio: { min: 0.8, max: 1.25 },
  /** Server heap growth from the 100th to the 1,000th chat (GC noise), MB. */
  heapGrowthMb: 4,
} as const

/** A figure a benchmark records, and its budget if it has one. */
export interface FigureSpec {
  name: string
  unit: string
  /** The figure must stay at or below this (a size, a time). */
  max?: number
  /** The figure must stay at or above this (a score). */
  min?: number
  /**
   * A timing: the median of at least this many runs, recorded with each run (the spread).
   * Absent for a figure measured once (a size, or a figure already summarising many samples).
   */
  runs?: number
}

export interface BenchSpec {
  title: string
  /** The script that measures it, from the repository's root. */
  script: string
  /**
   * The code the figures depend on (git pathspecs from the repository's root): a commit that
   * changes any of it after the figures were measured makes them stale.
   */
  measures: readonly string[]
  /**
   * Its figures depend on the CPU: measured at the budgets' phone (`phoneBenchmarkIndex`,
   * emulated as phone.ts does), and stale once that phone changes.
   */
  atPhone?: boolean
  figures: readonly FigureSpec[]
}

const lockfile = 'pnpm-lock.yaml'
/** What the server runs. */
const serverCode = ['apps/server', 'packages/api', lockfile]
/** What the website's bundle is built from. */
const siteCode = [
  'apps/web',
  'packages/ui',
  'packages/core',
  'packages/api',
  'tooling/tailwind',
  lockfile,
]
/** The site in a browser against the real server, started by the e2e tooling. */
const siteOnServer = [...new Set([...siteCode, ...serverCode, 'tooling/e2e'])]

/** The public pages Lighthouse audits, and whether search engines may index them (SEO). */
export const lighthousePages = [
  { path: '/', indexable: true },
  { path: '/pricing', indexable: true },
  { path: '/ai-features', indexable: true },
  { path: '/auth/jwt/login', indexable: false },
] as const
export const lighthouseCategories = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const
export const LIGHTHOUSE_RUNS = 5
/** Lighthouse's timings the bench records for each page, by their audit's id. */
export const lighthouseTimings = [
  { id: 'total-blocking-time', label: 'total blocking time', max: budgets.totalBlockingTimeMs },
  {
    id: 'first-contentful-paint',
    label: 'first contentful paint',
    max: budgets.firstContentfulPaintMs,
  },
] as const
/**
 * The machine's CPU benchmark index measured before a run (the slowdown that made it the
 * phone is measured ÷ `phoneBenchmarkIndex`): every run's, each bench that calibrates.
 */
export const BENCHMARK_INDEX = 'CPU benchmark index before each run'

/** The name of a Lighthouse figure: `/pricing performance`, `/ total blocking time`. */
export const lighthouseFigure = (path: string, label: string) => `${path} ${label}`

/** Every benchmark and its figures, by the id its record is kept under. */
export const benches: Readonly<Record<string, BenchSpec>> = {
  'web-initial-js': {
    title: 'Home page: initial JavaScript',
    script: 'apps/web/scripts/bench-initial-js.ts',
    measures: siteCode,
    figures: [{ name: 'initial JavaScript of / (gzip)', unit: 'KB', max: budgets.homeInitialJsKb }],
  },
  'web-lighthouse': {
    title: 'Lighthouse, mobile, at the phone',
    script: 'apps/web/scripts/bench-lighthouse.ts',
    measures: siteOnServer,
    atPhone: true,
    figures: [
      ...lighthousePages.flatMap(({ path, indexable }) => [
        ...lighthouseCategories.map(({ id, label }) => ({
          name: lighthouseFigure(path, label),
          unit: '',
          // A page kept out of search engines (noindex) is not held to the SEO score.
          ...(id !== 'seo' || indexable ? { min: budgets.lighthouseMinScore } : {}),
          runs: LIGHTHOUSE_RUNS,
        })),
        ...lighthouseTimings.map(({ label, max }) => ({
          name: lighthouseFigure(path, label),
          unit: 'ms',
          max,
          runs: LIGHTHOUSE_RUNS,
        })),
      ]),
      { name: BENCHMARK_INDEX, unit: '', runs: LIGHTHOUSE_RUNS * lighthousePages.length },
    ],
  },
  'web-chat': {
    title:
      "Chat at the phone: a cold start, a long conversation, a long streamed answer, the workspace's JavaScript",
    script: 'apps/web/scripts/bench-chat.ts',
    measures: siteOnServer,
    atPhone: true,
    figures: [
      { name: 'cold /dashboard/chat to an interactive composer', unit: 'ms', runs: 5 },
      {
        name: 'longest task from the composer ready to the conversation open',
        unit: 'ms',
        max: budgets.longTaskMs,
        runs: 5,
      },
      { name: 'open a 2,000-message conversation', unit: 'ms', max: budgets.chatOpenMs, runs: 5 },
      {
        name: 'longest task scrolling it end to end',
        unit: 'ms',
        max: budgets.longTaskMs,
        runs: 5,
      },
      {
        name: 'longest task streaming a 20,000-piece markdown answer',
        unit: 'ms',
        max: budgets.longTaskMs,
        runs: 5,
      },
      { name: BENCHMARK_INDEX, unit: '', runs: 5 },
      {
        name: 'initial JavaScript of /dashboard/chat (gzip)',
        unit: 'KB',
        max: budgets.dashboardInitialJsKb,
      },
    ],
  },
  'extension-panel': {
    title: 'Browser extension: side panel, at the phone',
    script: 'apps/extension/scripts/bench-panel.ts',
    measures: [...siteOnServer, 'apps/extension'],
    atPhone: true,
    figures: [
      {
        name: 'panel open to interactive composer',
        unit: 'ms',
        max: budgets.panelInteractiveMs,
        runs: 15,
      },
      { name: BENCHMARK_INDEX, unit: '', runs: 15 },
      { name: 'panel JavaScript (gzip)', unit: 'KB' },
    ],
  },
  'server-relay-overhead': {
    title: 'Chat relay overhead (time to first token)',
    script: 'apps/server/bench/relay-bench.ts',
    measures: serverCode,
    figures: [
      { name: 'overhead p50', unit: 'ms', max: budgets.relayOverheadP50Ms, runs: 5 },
      { name: 'overhead p95', unit: 'ms', runs: 5 },
    ],
  },
  'server-login-timing': {
    title: 'Login: a wrong password against an unknown email',
    script: 'apps/server/bench/login-timing-bench.ts',
    measures: serverCode,
    figures: [{ name: 'unknown ÷ known email at p50', unit: '', ...budgets.loginTimingRatio }],
  },
  'server-chat-memory': {
    title: 'Server memory over 1,000 chats',
    script: 'apps/server/bench/chat-memory-bench.ts',
    measures: serverCode,
    figures: [
      { name: 'heap growth from 100 to 1000 chats', unit: 'MB', max: budgets.heapGrowthMb },
      { name: 'heap after 1000 chats', unit: 'MB' },
      { name: 'RSS after 1000 chats', unit: 'MB' },
    ],
  },
  'server-api-throughput': {
    title: 'Server throughput: profile and model list',
    script: 'apps/server/bench/api-throughput-bench.ts',
    measures: serverCode,
    figures: [
      { name: 'profile throughput', unit: 'req/s' },
      { name: 'profile p99', unit: 'ms' },
      { name: 'model list throughput', unit: 'req/s' },
      { name: 'model list p99', unit: 'ms' },
    ],
  },
}
