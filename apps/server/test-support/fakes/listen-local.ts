import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts a test server on a free port of 127.0.0.1; `close` cuts its open connections too. */
export async function listenLocal(
  server: Server,
): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
