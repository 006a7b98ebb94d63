// Run by `pnpm lint:repo` (node --test): the module-pairs check finds a planted pair.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { twoWayModulePairs } from './module-pairs.mjs'

/** A modules folder made of `files` (path -> source), removed after `check`. */
function withModules(files, check) {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-pairs-'))
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), source)
    }
    check(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('a module that imports one that imports it back is a pair, type-only imports included', () => {
  withModules(
    {
      'auth/login.ts': "import { startStep } from '../otp/step'\n",
      'otp/step.ts': "import type { Session } from '../auth/session'\n",
      'auth/session.ts': 'export type Session = string\n',
      'mail/outbox.ts': "import { login } from '../auth/login'\n",
    },
    (dir) => {
      const pairs = twoWayModulePairs(dir)
      assert.deepEqual(
        pairs.map((pair) => pair.modules),
        [['auth', 'otp']],
      )
      assert.deepEqual(pairs[0]?.imports.sort(), [
        'auth/login.ts: ../otp/step',
        'otp/step.ts: ../auth/session',
      ])
    },
  )
})

test('imports one way, within a module and from outside the modules are no pair', () => {
  withModules(
    {
      'chat/chat.ts': "import { store } from '../files/store'\nimport { a } from './a'\n",
      'chat/a.ts': "export { log } from '../../lib/logger'\n",
      'files/store.ts': "const lazy = () => import('./other')\n",
    },
    (dir) => assert.deepEqual(twoWayModulePairs(dir), []),
  )
})
