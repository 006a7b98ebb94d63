import type auth from './locales/en/auth.json'
import type chat from './locales/en/chat.json'
import type common from './locales/en/common.json'
import type conversation from './locales/en/conversation.json'
import type dashboard from './locales/en/dashboard.json'
import type home from './locales/en/home.json'
import type share from './locales/en/share.json'
import type pages from './locales/en/pages.json'
import type tools from './locales/en/tools.json'
import type art from './locales/en/art.json'
import type write from './locales/en/write.json'
import type translate from './locales/en/translate.json'
import type read from './locales/en/read.json'
import type account from './locales/en/account.json'
import type payment from './locales/en/payment.json'
import type admin from './locales/en/admin.json'
import type panel from './locales/en/panel.json'
import type faq from './locales/en/faq.json'
import type legal from './locales/en/legal.json'
import type learning from './locales/en/learning.json'

/**
 * Texts are split by area so a page downloads only its own: `common` (layouts, settings,
 * messages) ships with the first bundle in English; every other namespace, and every other
 * language, loads with the page that needs it. English is the source of the key types.
 */
export interface Resources {
  common: typeof common
  chat: typeof chat
  conversation: typeof conversation
  dashboard: typeof dashboard
  auth: typeof auth
  home: typeof home
  share: typeof share
  pages: typeof pages
  tools: typeof tools
  art: typeof art
  write: typeof write
  translate: typeof translate
  read: typeof read
  account: typeof account
  payment: typeof payment
  admin: typeof admin
  panel: typeof panel
  faq: typeof faq
  legal: typeof legal
  learning: typeof learning
}

export type Namespace = keyof Resources

export const defaultNamespace = 'common' satisfies Namespace
