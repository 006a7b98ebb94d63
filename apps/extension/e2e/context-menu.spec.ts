import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, extensionDir, test } from './fixtures'

test('the worker registers its context menus with their titles and where they show', async ({
  background,
}) => {
  const created = await background.evaluate(async () => {
    // The browser's own create, watched: the worker's install listener runs again as on install.
    const calls: { id: string; title: string; contexts: string[] }[] = []
    const create = chrome.contextMenus.create.bind(chrome.contextMenus)
    chrome.contextMenus.create = (properties) => {
      calls.push(properties)
      return create(properties)
    }
    chrome.runtime.onInstalled.dispatch({ reason: 'install' })
    // It creates them once the earlier ones are removed: wait for all seven, 10 s at most.
    for (let waited = 0; calls.length < 7 && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
    // Each exists in the browser now: updating an unknown item fails.
    await Promise.all(calls.map(({ id }) => chrome.contextMenus.update(id, {})))
    return calls
  })
  expect(created).toEqual([
    { id: 'translate', title: 'Translate with Amply', contexts: ['selection'] },
    { id: 'improve', title: 'Improve writing with Amply', contexts: ['selection'] },
    { id: 'summarize', title: 'Summarize with Amply', contexts: ['selection'] },
    { id: 'explain', title: 'Explain with Amply', contexts: ['selection'] },
    { id: 'ask', title: 'Ask Amply', contexts: ['selection'] },
    { id: 'chatWithPage', title: 'Chat with this page', contexts: ['page'] },
    { id: 'summarizePage', title: 'Summarize this page', contexts: ['page'] },
  ])
})

test('the built worker exposes no handler of its own to the page or to tests', async ({
  background,
}) => {
  // The store builds are these folders: nothing in them hands the menu's handler out.
  for (const build of ['chrome-mv3', 'firefox-mv2']) {
    const folder = path.join(extensionDir, '..', build)
    const scripts = readdirSync(folder).filter((name) => name.endsWith('.js'))
    expect(scripts).toContain('background.js')
    for (const script of scripts) {
      const code = readFileSync(path.join(folder, script), 'utf8')
      const exposed = /Object\.assign\(globalThis|amplyMenuClick/.exec(code)?.[0]
      expect(exposed, `${build}/${script}`).toBeUndefined()
    }
  }
  // And the running worker has no global of ours.
  const globals = await background.evaluate(() =>
    Object.getOwnPropertyNames(globalThis).filter((name) => /amply/i.test(name)),
  )
  expect(globals).toEqual([])
})
