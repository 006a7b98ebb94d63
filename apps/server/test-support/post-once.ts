import { request } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A POST of JSON over a connection of its own that closes with the answer (no keep-alive pool
 * on the client side), so that any socket still open on the server afterwards is the server's
 * leak. Answers the status and the whole body.
 */
export function postOnce(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  /** The client's own address (any of 127.0.0.0/8 on loopback). */
  localAddress?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', connection: 'close', ...headers },
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** The base URL of a listening server. */
export const urlOf = (server: Server) =>
  `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`

/** How many sockets the server holds open now. */
export const openSockets = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.getConnections((error, count) => {
      if (error) reject(error)
      else resolve(count)
    })
  })
