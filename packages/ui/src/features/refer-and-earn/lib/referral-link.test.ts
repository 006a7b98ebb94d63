import { describe, expect, it } from 'vitest'
import { referralLink } from './referral-link'

describe('referralLink', () => {
  it('opens register on the same site with the code as ?referral_code=', () => {
    expect(referralLink('https://amply.example.com', 'ADA123')).toBe(
      'https://amply.example.com/auth/jwt/register?referral_code=ADA123',
    )
  })

  it('keeps the code intact whatever it holds', () => {
    const link = new URL(referralLink('http://localhost:5173', 'A B&C'))
    expect(link.pathname).toBe('/auth/jwt/register')
    expect(link.searchParams.get('referral_code')).toBe('A B&C')
  })
})
