import proxyAddr from 'proxy-addr'

/** Whether the address `hop` steps from the server (0: the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean

const trustNone: TrustProxy = () => false

/**
 * Reads TRUST_PROXY with Express's semantics (proxy-addr): unset or `false`, no proxy; a number,
 * that many proxies in front of the server; else the proxies' addresses, CIDR ranges or
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), comma-separated. `true` is
 * refused: trusting every hop takes the address a client wrote itself.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const setting = value.trim().toLowerCase()
  if (['', 'false', 'no', '0'].includes(setting)) return trustNone
  if (['true', 'yes'].includes(setting)) {
    throw new Error(
      'true would trust every address in X-Forwarded-For, which a client can write itself: ' +
        'give the number of proxies in front of the server (e.g. 1) or their addresses',
    )
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting)
    return (_, hop) => hop < hops
  }
  const entries = setting.split(',').map((entry) => entry.trim())
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(
      `${(error as Error).message}: give a number of proxies, or addresses, CIDR ranges, ` +
        'loopback, linklocal or uniquelocal',
      { cause: error },
    )
  }
}

/**
 * The client's address: the socket's peer, or behind trusted proxies the right-most address of
 * X-Forwarded-For that no trusted proxy added (anything to its left is the client's to write).
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const request = {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: socketAddress },
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- proxy-addr reads only these two fields of a Node request
  return proxyAddr(request as Parameters<typeof proxyAddr>[0], trust)
}
