import { BlockList, isIP } from 'node:net'

/**
 * Addresses a server reading the open web must not reach: this machine, private networks,
 * link-local (cloud metadata services live there), shared, reserved and multicast ranges.
 */
const notPublic: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]

const blocked = new BlockList()
for (const [network, prefix, family] of notPublic) blocked.addSubnet(network, prefix, family)

/** An IPv4 address written inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one. */
function unwrapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' }
}

/** Parses the operator's exceptions: addresses or CIDR ranges; throws on anything else. */
export function parseAllowedAddresses(entries: readonly string[]): BlockList {
  const allowed = new BlockList()
  for (const entry of entries) {
    const [network = '', prefixText] = entry.split('/')
    const family = isIP(network)
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText)
    const widest = family === 6 ? 128 : 32
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > widest) {
      throw new Error(`"${entry}" is not an IP address or a CIDR range (10.1.0.0/16)`)
    }
    allowed.addSubnet(network, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return allowed
}

/** Whether the page reader may connect to `address` (an IP address, after DNS resolution). */
export function mayConnect(address: string, allowed: BlockList): boolean {
  const ip = unwrapped(address)
  if (isIP(ip.address) === 0) return false
  if (allowed.check(ip.address, ip.family)) return true
  return !blocked.check(ip.address, ip.family)
}
