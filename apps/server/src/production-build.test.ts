import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { pngBytes } from '../test-support/test-documents'
import { serverDir } from './server-dir'
import { createTestDatabase, temporaryDir } from '../test-support/database'
import { registerThroughLog } from '../test-support/process-account'
import { startS3Server } from '../test-support/s3-server'
import { startServerProcess } from '../test-support/server-process'

// The production build as docs/deploy.md deploys it: `pnpm build` bundles the server into dist/,
// `pnpm deploy --prod` copies it with its production dependencies only (no tsx, no test tools),
// and the server's start script runs it there with plain `node`, configured by the folder's .env.

const { url: databaseUrl } = await createTestDatabase()
const s3 = await startS3Server()
const run = promisify(execFile)

/** The start script of a package.json, as the arguments of `node`. */
async function startArgs(packageDir: string) {
  const { scripts } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const [command, ...args] = scripts.start.split(' ')
  expect(command).toBe('node')
  return args
}

describe('the production build', () => {
  it('runs with plain node where tsx cannot be found, reads .env, serves the site and the API', async () => {
    await run(process.execPath, ['build.js'], { cwd: serverDir })
    const deployed = path.join(await temporaryDir(), 'amply')
    // The lockfile's versions from the store, without the network, by the pnpm that runs the
    // tests (on the PATH of its scripts).
    const deploy = ['deploy', '--prod', '--offline', deployed]
    await run(
      'pnpm',
      ['--config.inject-workspace-packages=true', '--filter=@amply/server', ...deploy],
      {
        cwd: serverDir,
      },
    )
    const modules = path.join(deployed, 'node_modules')
    expect(existsSync(path.join(modules, 'hono'))).toBe(true)
    expect(existsSync(path.join(modules, 'tsx'))).toBe(false)
    expect(
      (await readdir(path.join(modules, '.pnpm'))).filter((dir) => /^(tsx|esbuild)@/.test(dir)),
    ).toEqual([])
    expect(existsSync(path.join(deployed, 'src'))).toBe(false)

    const web = await temporaryDir()
    await mkdir(path.join(web, 'assets'))
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Amply, built</title>')
    await writeFile(path.join(web, 'assets/app-1234.js'), 'console.log("built")')
    // The secrets, the website and the bucket in the folder's .env, the rest in the environment:
    // a production start without the secrets is refused, so the server read them from there.
    const dotEnv = {
      JWT_SECRET: randomBytes(32).toString('base64'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WEB_DIST_DIR: web,
      ...(await s3.bucket()).env,
    }
    await writeFile(
      path.join(deployed, '.env'),
      Object.entries(dotEnv)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    )
    const server = await startServerProcess(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        DATA_DIR: await temporaryDir(),
      },
      { nodeArgs: await startArgs(deployed), cwd: deployed },
    )

    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Amply, built')
    expect(await (await fetch(`${server.url}/assets/app-1234.js`)).text()).toBe(
      'console.log("built")',
    )
    const health = await fetch(`${server.url}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok', name: 'Amply' })
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200)
    // The API end to end: migrations from the deployed drizzle/, argon2's native binary, mail,
    // and the S3 client.
    const token = await registerThroughLog(server, 'built@example.com', 'a long enough password')
    const form = new FormData()
    form.set('file', new File([pngBytes], 'me.png', { type: 'image/png' }))
    const uploaded = await fetch(`${server.url}/api/client/image/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    const { profile_picture } = (await uploaded.json()) as { profile_picture: string }
    const picture = await fetch(`${server.url}${profile_picture}`)
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(pngBytes)
  })
})
