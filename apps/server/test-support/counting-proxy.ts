import { createConnection, createServer } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll } from 'vitest'

/**
 * A TCP proxy on a free loopback port in front of `target` (http://host:port) that counts the
 * bytes passing each way: `sent` from its clients, `received` from the target. Each direction
 * is piped with back-pressure, so a side that stops reading stops the other. Stopped after the
 * test file.
 */
export async function countingProxy(target: string) {
  const { hostname, port } = new URL(target)
  let sent = 0
  let received = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('data', (chunk: Buffer) => (sent += chunk.length))
    upstream.on('data', (chunk: Buffer) => (received += chunk.length))
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    sent: () => sent,
    received: () => received,
  }
}
