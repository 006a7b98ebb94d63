import { brand } from '@amply/api/brand'
import type { MailMessage } from './mail.service'

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
