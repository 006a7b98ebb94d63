import { brand } from '@amply/api/brand'
import type { MailMessage } from './mail-outbox'

/** Every mail the product sends, in one place: subject and plain text, signed with the brand. */

const signature = `\n\n— ${brand.name}, ${brand.tagline}\n${brand.supportEmail}`

export function activationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Activate your ${brand.name} account`,
    text: `Hi ${firstName},\n\nWelcome to ${brand.name}! Activate your account with this link (valid for 48 hours):\n\n${link}\n\nIf you did not sign up, ignore this message.${signature}`,
  }
}

export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your ${brand.name} account`,
    text: `Someone (maybe you) tried to create a ${brand.name} account with this address, which already has one.\n\nLog in: ${publicUrl}/auth/jwt/login\nForgot your password? ${publicUrl}/client/forgot-password${signature}`,
  }
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Reset your ${brand.name} password`,
    text: `Someone (hopefully you) asked to reset the password of this ${brand.name} account. Choose a new one with this link (valid for ${validMinutes} minutes, once):\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.${signature}`,
  }
}

export function otpCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `${code} is your ${brand.name} verification code`,
    text: `Your ${brand.name} verification code is:\n\n${code}\n\nIt is valid for ${validMinutes} minutes and works once. If you did not try to sign in, change your password.${signature}`,
  }
}

export function contactMail(
  to: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): MailMessage {
  return {
    to,
    subject: `[Contact] ${subject}`,
    text: `From: ${from.name} <${from.email}>\n\n${message}`,
  }
}

export function emailChangeConfirmMail(to: string, link: string, validHours: number): MailMessage {
  return {
    to,
    subject: `Confirm your new ${brand.name} email address`,
    text: `Someone (hopefully you) asked to use this address for a ${brand.name} account. It takes effect once you confirm it with this link (valid for ${validHours} hours, once):\n\n${link}\n\nIf it was not you, ignore this message: nothing changes.${signature}`,
  }
}

export function emailChangeRequestedMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: `Your ${brand.name} email address is about to change`,
    text: `Someone signed in to your ${brand.name} account asked to change its email address to ${newEmail}. It changes only once that address confirms it.\n\nIf it was not you, change your password now and end your other sessions.${signature}`,
  }
}

export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: `Your ${brand.name} email address was changed`,
    text: `The email address of your ${brand.name} account is now ${newEmail}; this address no longer signs in.\n\nIf it was not you, write to us at once.${signature}`,
  }
}

export function unlockMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Sign in to your ${brand.name} account`,
    text: `Many wrong passwords were tried on this ${brand.name} account from other places, so it now takes a password only with a link like this one. If you want to sign in, open it (valid for ${validMinutes} minutes, once) and enter your password:\n\n${link}\n\nIf it was not you, ignore this message: nobody got in, and your password stays as it is. A strong password of its own keeps guessers out.${signature}`,
  }
}
