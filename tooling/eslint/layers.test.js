import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '../..')

const layerRules = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'import-x/no-relative-packages',
  'import-x/no-nodejs-modules',
  'import-x/no-restricted-paths',
])

/** @type {Map<string, ESLint>} */
const linters = new Map()

/**
 * Lints a real file of the workspace with one extra line on top, through the package's own
 * eslint.config.js, and returns the rule ids that fired.
 * @param {string} file path from the repository root
 * @param {string} line
 */
async function rulesFiredBy(file, line) {
  const filePath = path.join(repo, file)
  const cwd = path.dirname(filePath)
  // One linter per folder, running only the rules these tests are about and without type
  // information: building the TypeScript program of a package is what made this slow (minutes
  // on a loaded machine), and none of these rules reads types.
  const eslint =
    linters.get(cwd) ??
    new ESLint({
      cwd,
      ruleFilter: ({ ruleId }) => layerRules.has(ruleId),
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    })
  linters.set(cwd, eslint)
  const source = `${line}\nconsole.log(probe)\n${readFileSync(filePath, 'utf8')}`
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.line <= 2).map((m) => m.ruleId)
}

const coreFile = 'packages/core/src/auth/token-expiry.ts'
const apiFile = 'packages/api/src/entities/health.ts'
const serverFile = 'apps/server/src/app.ts'
const uiShared = 'packages/ui/src/components/page-meta.tsx'
const uiFeature = 'packages/ui/src/features/home/components/home-page.tsx'

describe('the dependency direction api <- core <- ui <- apps, api <- server', () => {
  it.each([
    [coreFile, "import probe from 'react'"],
    [coreFile, "import { render as probe } from 'react-dom'"],
    [coreFile, "import { createI18n as probe } from '@amply/ui/i18n'"],
    [apiFile, "import { createSession as probe } from '@amply/core/auth/session'"],
    [apiFile, "import probe from 'react'"],
    [serverFile, "import { createI18n as probe } from '@amply/ui/i18n'"],
    [serverFile, "import { createSession as probe } from '@amply/core/auth/session'"],
    [uiShared, "import probe from '@amply/web'"],
  ])('%s may not take: %s', async (file, line) => {
    expect(await rulesFiredBy(file, line)).toContain('no-restricted-imports')
  })

  it.each([
    [coreFile, "import { brand as probe } from '@amply/api/brand'"],
    [uiShared, "import { createSession as probe } from '@amply/core/auth/session'"],
    [serverFile, "import { brand as probe } from '@amply/api/brand'"],
  ])('%s may take: %s', async (file, line) => {
    expect(await rulesFiredBy(file, line)).toEqual([])
  })
})

it('no package reaches into another by a relative path', async () => {
  const line = "import { brand as probe } from '../../../api/src/brand'"
  expect(await rulesFiredBy(coreFile, line)).toContain('import-x/no-relative-packages')
})

describe('framework-free code', () => {
  it('core may not use DOM or Node globals', async () => {
    expect(await rulesFiredBy(coreFile, 'const probe = localStorage')).toContain(
      'no-restricted-globals',
    )
    expect(await rulesFiredBy(coreFile, 'const probe = process.env')).toContain(
      'no-restricted-globals',
    )
  })

  it('core may not import Node modules', async () => {
    expect(await rulesFiredBy(coreFile, "import probe from 'node:fs'")).toContain(
      'import-x/no-nodejs-modules',
    )
  })
})

describe('feature boundaries in packages/ui', () => {
  it('a feature may not import another feature', async () => {
    const line = "import { NotFoundPage as probe } from '../../not-found/components/not-found-page'"
    expect(await rulesFiredBy(uiFeature, line)).toContain('import-x/no-restricted-paths')
  })

  it('shared code may not import a feature', async () => {
    const line = "import { HomePage as probe } from '../features/home/components/home-page'"
    expect(await rulesFiredBy(uiShared, line)).toContain('import-x/no-restricted-paths')
  })

  it.each([
    [uiFeature, "import { createSiteRoutes as probe } from '../../../routes/site-routes'"],
    [uiFeature, "import { AppProviders as probe } from '../../../app/app-providers'"],
    [uiShared, "import { createSiteRoutes as probe } from '../routes/site-routes'"],
  ])('%s may not import upward: %s', async (file, line) => {
    expect(await rulesFiredBy(file, line)).toContain('import-x/no-restricted-paths')
  })

  it('a feature takes paths and the app services from src/lib', async () => {
    const line = "import { paths as probe } from '../../../lib/paths'"
    expect(await rulesFiredBy(uiFeature, line)).toEqual([])
  })
})

describe('writes go through the named hooks of an api/ folder (packages/ui)', () => {
  const screen = uiFeature
  const apiFile = 'packages/ui/src/features/art/api/images.ts'

  it.each([
    "import { useRouteMutation as probe } from '../../../lib/server-state/route-mutation'",
    "import { useRouteCall as probe } from '../../../lib/server-state/use-route-call'",
    "import { useInvalidateRoutes as probe } from '../../../lib/server-state/use-invalidate-routes'",
    "import { useMutation as probe } from '@tanstack/react-query'",
    "import { useQueryClient as probe } from '@tanstack/react-query'",
  ])('a screen may not take: %s', async (line) => {
    expect(await rulesFiredBy(screen, line)).toContain('no-restricted-imports')
  })

  it('a screen may still read (useRouteQuery, useQuery)', async () => {
    const lines = [
      "import { useRouteQuery as probe } from '../../../lib/server-state/route-queries'",
      "import { useQuery as probe } from '@tanstack/react-query'",
    ]
    for (const line of lines) expect(await rulesFiredBy(screen, line)).toEqual([])
  })

  it("an api/ folder's hook may write", async () => {
    const line =
      "import { useRouteMutation as probe } from '../../../lib/server-state/route-mutation'"
    expect(await rulesFiredBy(apiFile, line)).toEqual([])
  })

  it('a screen still may not take another layer', async () => {
    expect(await rulesFiredBy(screen, "import probe from '@amply/web'")).toContain(
      'no-restricted-imports',
    )
  })
})
