// `pnpm gallery`: screenshots of every screen at 375 and 1280 px, light and dark, English and
// Arabic, into .gallery/ (git-ignored), with an index.html to review them at a glance. Runs the
// built site on the real server: the public and sign-in pages as a first-time visitor sees
// them, then every screen of `gallery/*.screens.ts` (signed in as a fresh trial account).
import { readdirSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import type { GalleryScreen } from '../gallery/screen'
import { logIn, trialAccount } from '../perf/trial-account'

const appDir = path.resolve(import.meta.dirname, '..')
const outDir = path.resolve(appDir, '../../.gallery')
const { prerenderPaths } = (await import(
  pathToFileURL(path.join(appDir, '.prerender', 'prerender.js')).href
)) as { prerenderPaths: readonly string[] }

const galleryDir = path.join(appDir, 'gallery')
const areaScreens: GalleryScreen[] = []
for (const file of readdirSync(galleryDir)
  .filter((name) => name.endsWith('.screens.ts'))
  .sort()) {
  const area = (await import(pathToFileURL(path.join(galleryDir, file)).href)) as {
    screens: GalleryScreen[]
  }
  areaScreens.push(...area.screens)
}
const slug = (page: string) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '_'))
// `GALLERY_ONLY=account` (a regular expression) takes only the screens whose name matches.
const only = process.env.GALLERY_ONLY ? new RegExp(process.env.GALLERY_ONLY) : null
const screens: GalleryScreen[] = [
  ...prerenderPaths.map((page) => ({ name: slug(page), path: page, signedIn: false })),
  ...areaScreens,
].filter((screen) => !only || only.test(screen.name))

const widths = [375, 1280]
const themes = ['light', 'dark'] as const
const languages = ['en', 'ar'] as const
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const server = await startServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
const shots: { screen: string; file: string; label: string }[] = []
try {
  const email = await trialAccount(server.url, 'gallery')
  for (const language of languages) {
    for (const theme of themes) {
      for (const width of widths) {
        for (const signedIn of [false, true]) {
          const group = screens.filter((screen) => screen.signedIn === signedIn)
          if (group.length === 0) continue
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            colorScheme: theme,
            locale: language,
            reducedMotion: 'reduce',
          })
          const tab = await context.newPage()
          if (signedIn) await logIn(tab, server.url, email)
          for (const screen of group) {
            await tab.goto(`${server.url}${screen.path}`, { waitUntil: 'networkidle' })
            await screen.prepare?.(tab)
            const file = `${screen.name}-${String(width)}-${theme}-${language}.png`
            await tab.screenshot({ path: path.join(outDir, file), fullPage: true })
            shots.push({
              screen: screen.name,
              file,
              label: `${String(width)} px, ${theme}, ${language}`,
            })
          }
          await context.close()
        }
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}

const sections = [...new Set(shots.map((shot) => shot.screen))].map((screen) => {
  const figures = shots
    .filter((shot) => shot.screen === screen)
    .map(
      (shot) =>
        `<figure><a href="${shot.file}"><img loading="lazy" src="${shot.file}" alt="${screen}, ${shot.label}"></a><figcaption>${shot.label}</figcaption></figure>`,
    )
    .join('')
  return `<section><h2>${screen}</h2><div class="row">${figures}</div></section>`
})
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Amply screens</title><style>body{font:14px system-ui;margin:24px}.row{display:flex;gap:16px;overflow-x:auto;align-items:flex-start}figure{margin:0}img{width:240px;border:1px solid #ccc}figcaption{color:#555}</style><h1>Amply screens (${String(shots.length)})</h1>${sections.join('')}`,
)
console.log(`${String(shots.length)} screenshots in ${outDir} (open index.html)`)
