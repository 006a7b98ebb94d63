import { describe, expect, it } from 'vitest'
import { loadEnv } from '../env'
import { clientAddress, parseTrustProxy } from './trust-proxy'

const forged = '6.6.6.6, 10.1.2.3'

describe('TRUST_PROXY', () => {
  it('trusts no header by default: the address is the socket peer', () => {
    const { TRUST_PROXY } = loadEnv({})
    expect(clientAddress('198.51.100.9', forged, TRUST_PROXY)).toBe('198.51.100.9')
    for (const off of ['false', '0', 'no', '']) {
      expect(clientAddress('198.51.100.9', forged, parseTrustProxy(off)), off).toBe('198.51.100.9')
    }
  })

  it('with a number of hops, takes the right-most address the trusted hops did not add', () => {
    // The client wrote "6.6.6.6"; the edge proxy appended the client's real 10.1.2.3.
    expect(clientAddress('127.0.0.1', forged, parseTrustProxy('1'))).toBe('10.1.2.3')
    expect(clientAddress('127.0.0.1', forged, parseTrustProxy('2'))).toBe('6.6.6.6')
    // More hops trusted than there are: the left-most, still never beyond the header.
    expect(clientAddress('127.0.0.1', '10.1.2.3', parseTrustProxy('5'))).toBe('10.1.2.3')
  })

  it('with addresses, ranges or names, stops at the first hop that is not one of them', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.7', trust)).toBe('203.0.113.5')
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.5', trust)).toBe('203.0.113.5')
    // A peer that is not a trusted proxy: its header is anyone's to write.
    expect(clientAddress('198.51.100.9', '203.0.113.5', trust)).toBe('198.51.100.9')
  })

  it('refuses `true` and what proxy-addr cannot read, naming the variable', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every/)
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY: invalid IP address/,
    )
  })
})
