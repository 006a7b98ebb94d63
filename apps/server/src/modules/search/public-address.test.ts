import { describe, expect, it } from 'vitest'
import { mayConnect, parseAllowedAddresses } from './public-address'

const none = parseAllowedAddresses([])

describe('the addresses the page reader may connect to', () => {
  it.each([
    '127.0.0.1',
    '127.8.8.8',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(mayConnect(address, none)).toBe(false)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public %s',
    (address) => {
      expect(mayConnect(address, none)).toBe(true)
    },
  )

  it('allows what the operator allows, and only that', () => {
    const allowed = parseAllowedAddresses(['10.1.0.0/16', '127.0.0.2', 'fd00::/8'])
    expect(mayConnect('10.1.2.3', allowed)).toBe(true)
    expect(mayConnect('10.2.0.1', allowed)).toBe(false)
    expect(mayConnect('127.0.0.2', allowed)).toBe(true)
    expect(mayConnect('127.0.0.1', allowed)).toBe(false)
    expect(mayConnect('fd12::1', allowed)).toBe(true)
    expect(() => parseAllowedAddresses(['10.0.0.0/33'])).toThrow(/not an IP address or a CIDR/)
  })
})
