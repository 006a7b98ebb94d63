import { describe, expect, it } from 'vitest'
import type { RouteSpec } from './route'
import { routeTable } from './route-table'

const routes = Object.entries(routeTable) as [string, RouteSpec][]

/** Every path the product calls (docs/product.md#server-calls), with the base it belongs to. */
const productPaths: [base: RouteSpec['base'], path: string][] = [
  // Auth paths
  ['backend', 'auth/clients/profile'],
  ['backend', 'auth/clients/login'],
  ['backend', 'auth/clients/logout'],
  ['backend', 'auth/clients/register'],
  ['backend', 'auth/clients/tokens'],
  ['backend', 'auth/google/login'],
  ['backend', 'auth/microsoft/login'],
  ['backend', 'auth/apple/login'],
  ['backend', 'auth/github/login'],
  ['backend', 'auth/otp/verify'],
  ['backend', 'auth/otp/device/verify'],
  ['backend', 'auth/otp/disable'],
  ['backend', 'auth/otp/generate'],
  ['backend', 'auth/resend/otp'],
  ['backend', 'auth/change-password'],
  ['backend', 'auth/clients/account/delete'],
  ['backend', 'auth/helpdesk/login-link'],
  ['backend', 'auth/send-contact-mail'],
  ['backend', 'auth/client/activate'],
  ['backend', 'auth/clients/resend-activation-link'],
  ['backend', 'auth/forgot-password'],
  ['backend', 'auth/reset-password'],
  ['backend', 'auth/clients/active-sessions'],
  ['backend', 'auth/clients/delete-session'],
  // Plan paths
  ['backend', 'admin/plan'],
  ['backend', 'admin/plan/credit'],
  // Client paths
  ['backend', 'client/image/upload'],
  ['backend', 'client/address'],
  ['backend', 'client/address/default'],
  ['backend', 'client/models'],
  ['backend', 'client/subscription'],
  ['backend', 'client/payment'],
  ['backend', 'client/pending-payments'],
  ['backend', 'client/gateways'],
  ['backend', 'client/usage'],
  ['backend', 'client/month_usage'],
  ['backend', 'client/invoice'],
  ['backend', 'client/payment/session'],
  ['backend', 'client/stripe/customer/portal'],
  ['backend', 'client/prompts'],
  ['backend', 'client/image_style'],
  ['backend', 'client/validate/promocode'],
  // Chat
  ['backend', 'ai-chat/chat'],
  ['ai', 'chat/completions'],
  ['ai', 'audio/transcriptions'],
  ['ai', 'history'],
  ['ai', 'feedback'],
  ['ai', 'chat/completions/file'],
  ['ai', 'chat/file'],
  ['ai', 'chat/image'],
  ['ai', 'images/generations'],
  ['ai', 'share'],
  ['ai', 'share/continue'],
]

describe('the route table', () => {
  it.each(productPaths)('has the path %s %s', (base, path) => {
    expect(routes.some(([, route]) => route.base === base && route.path === path)).toBe(true)
  })

  it('has the calls whose method and payload the product fixes', () => {
    expect(routeTable.login).toMatchObject({ method: 'POST', path: 'auth/clients/login' })
    expect(Object.keys(routeTable.login.body.shape)).toEqual([
      'email',
      'password',
      'turnstile_response',
      // Ours: the owner's mailed unlock link of a held account (docs/auth.md, Lockout).
      'unlock_token',
    ])
    expect(routeTable.register).toMatchObject({ method: 'POST', path: 'auth/clients/register' })
    expect(Object.keys(routeTable.register.body.shape)).toEqual([
      'email',
      'password',
      'first_name',
      'last_name',
      'referral_code',
      'invite_token',
      // Ours: where a newcomer was going, kept through activation (docs/product.md).
      'return_to',
      'turnstile_response',
    ])
    expect(Object.keys(routeTable.register.response.shape)).toEqual(['accessToken', 'user'])
    expect(routeTable.logout.method).toBe('DELETE')
    expect(routeTable.refreshTokens).toMatchObject({ method: 'POST', path: 'auth/clients/tokens' })
    expect('body' in routeTable.refreshTokens).toBe(false)
    expect(routeTable.listModels).toMatchObject({ method: 'POST', path: 'client/models' })
    expect(Object.keys(routeTable.listModels.body.shape)).toEqual(['ai_model_type'])
    expect(routeTable.helpdeskLoginLink.method).toBe('GET')
    expect(Object.keys(routeTable.helpdeskLoginLink.response.shape)).toEqual([
      'login_link',
      'status_code',
      'message',
    ])
    expect(routeTable.chatCompletions).toMatchObject({
      method: 'POST',
      base: 'ai',
      responseType: 'sse',
    })
  })

  it('names each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.base}/${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the plan paths for operators', () => {
    for (const [, route] of routes.filter(([, r]) => r.path.startsWith('admin/'))) {
      expect(route).toMatchObject({ auth: true, admin: true })
    }
  })
})
