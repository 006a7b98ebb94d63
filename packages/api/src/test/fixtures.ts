import type { User } from '../entities/user'

/** A valid user of the contract, for tests of every layer (no plan in force). */
export const exampleUser: User = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  profile_picture: null,
  dob: null,
  contact_number: null,
  is_active: true,
  client_type: 'individual',
  isPublic: false,
  otp_enabled: false,
  otp_type: null,
  role: 'client',
  currentPlan: null,
  gateway_client_id: null,
  referral_code: 'ADA123',
}
