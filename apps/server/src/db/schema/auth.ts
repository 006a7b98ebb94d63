import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** Accounts. Emails are stored lower-cased; an OAuth-only account has no password. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob'),
    contactNumber: text('contact_number'),
    clientType: text('client_type', { enum: ['individual', 'business'] })
      .notNull()
      .default('individual'),
    isPublic: boolean('is_public').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    role: text('role', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
    profilePicture: text('profile_picture'),
    otpType: text('otp_type', { enum: ['totp', 'email'] }),
    /** Set once the OTP method is confirmed with a first code. */
    otpEnabledAt: timestamp('otp_enabled_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    /** Replay guard: the last TOTP time step accepted. */
    totpLastStep: text('totp_last_step'),
    /**
     * A method being set up (generate) waits here until its first code confirms it; the one in
     * force (above) keeps working meanwhile, so switching needs no disable first.
     */
    pendingOtpType: text('pending_otp_type', { enum: ['totp', 'email'] }),
    /** The pending TOTP secret, sealed like `totp_secret`. */
    pendingTotpSecret: text('pending_totp_secret'),
    gatewayClientId: text('gateway_client_id'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
  ],
)

/**
 * A signed-in device: one refresh-token family. Revoking it ends every access token that
 * names it; `expires_at` is the absolute lifetime (10080 minutes) whatever the rotations.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/** Refresh tokens, stored hashed; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
)

/**
 * Single-use secrets sent by mail or kept for a pending step: account activation, password
 * reset, a pending OTP login, an emailed OTP code. Stored hashed, each with its expiry.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activate', 'reset_password', 'otp_login', 'otp_email_code', 'change_email', 'unlock'],
    }).notNull(),
    /** Links a purpose's secrets together, e.g. an emailed code to its pending login. */
    subject: text('subject'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
)

/** OTP backup codes, stored hashed, each usable once. */
export const backupCodes = pgTable(
  'otp_backup_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
)

/** Logins through an OAuth provider, keyed by the provider and its own user id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider', { enum: ['google', 'microsoft', 'apple', 'github'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerUserId] })],
)

/** A browser that passed an OTP check and asked to be remembered: it skips the OTP step. */
export const trustedDevices = pgTable(
  'otp_trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('otp_trusted_devices_user_id_idx').on(table.userId)],
)

/** Billing addresses; at most one primary per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    uniqueIndex('addresses_one_primary_key')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
  ],
)
