import { z } from 'zod'
import type { ProviderProfile } from './oauth-accounts'
import type { GithubProvider } from './oauth-providers'

const userSchema = z.object({
  id: z.number(),
  login: z.string(),
  name: z.string().nullish(),
})

const emailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
)

async function getJson(url: string, accessToken: string, fetch: typeof globalThis.fetch) {
  const response = await fetch(url, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${accessToken}`,
      'user-agent': 'Amply',
      'x-github-api-version': '2022-11-28',
    },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${url}`)
  return response.json()
}

/**
 * GitHub's user from its REST API. The email is the primary one, and counts as verified only
 * when GitHub says so: the profile's public email is whatever the user typed.
 */
export async function githubProfile(
  provider: GithubProvider,
  accessToken: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<ProviderProfile> {
  const user = userSchema.parse(await getJson(`${provider.apiUrl}/user`, accessToken, fetch))
  const emails = emailsSchema.parse(
    await getJson(`${provider.apiUrl}/user/emails`, accessToken, fetch),
  )
  const primary = emails.find((entry) => entry.primary)
  const [firstName = '', ...rest] = (user.name ?? user.login).trim().split(/\s+/)
  return {
    provider: 'github',
    subject: String(user.id),
    email: primary?.email,
    emailVerified: primary?.verified === true,
    firstName: firstName === '' ? user.login : firstName,
    lastName: rest.length > 0 ? rest.join(' ') : undefined,
  }
}
