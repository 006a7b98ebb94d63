import { describe, expect, it } from 'vitest'
import { passwordStrength } from './password-strength'

const score = (password: string, personal: string[] = []) =>
  passwordStrength(password, personal).score

describe('passwordStrength', () => {
  it('rates common passwords very weak, leet spelling and digits around them included', () => {
    for (const password of ['password', 'Passw0rd!', 'P@ssword123', 'qwertyuiop', 'iloveyou2024']) {
      expect(score(password), password).toBe(0)
      expect(passwordStrength(password).hints).toContain('common')
    }
  })

  it('counts repeats and sequences as almost nothing', () => {
    expect(score('aaaaaaaaaaaa')).toBe(0)
    expect(score('abcdefghijkl')).toBe(0)
    expect(score('98765432')).toBe(0)
    expect(passwordStrength('zzzzxxxx1111').hints).toContain('pattern')
  })

  it('keeps anything under the minimum length at weak or below', () => {
    expect(score('x7#Qp!')).toBeLessThanOrEqual(1)
    expect(passwordStrength('x7#Qp!').hints[0]).toBe('length')
  })

  it('rates long, varied passwords strong and short plain ones in between', () => {
    expect(score('correct horse battery staple')).toBe(4)
    expect(score('Vq8#mZ2!rT6w')).toBeGreaterThanOrEqual(3)
    expect(score('lilacpond')).toBeLessThanOrEqual(2)
  })

  it('marks words of the name or the email down', () => {
    const alone = passwordStrength('Margaret!Tea9')
    const personal = passwordStrength('Margaret!Tea9', ['Margaret', 'margaret.ng@example.com'])
    expect(personal.bits).toBeLessThan(alone.bits)
    expect(personal.score).toBeLessThan(alone.score)
    expect(personal.hints).toContain('personal')
  })

  it('asks for variety when fewer than three kinds of characters are used', () => {
    expect(passwordStrength('longlowercaseonly').hints).toContain('variety')
    expect(passwordStrength('Long-Mixed-Case-9').hints).not.toContain('variety')
  })
})
