/** How the account's codes come: the `method` the OTP step's address names (or not). */
export type OtpMethod = 'totp' | 'email' | 'unknown'

export function otpMethodOf(value: string | null): OtpMethod {
  return value === 'totp' || value === 'email' ? value : 'unknown'
}
