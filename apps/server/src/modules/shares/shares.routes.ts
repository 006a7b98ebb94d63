import type { RouteHandlers } from '../../lib/route-table'
import type { ShareService } from './share.service'

/** share (create, list), share/:id (revoke), share/:type/:id (public read), share/continue. */
export function shareHandlers(shares: ShareService): RouteHandlers {
  return {
    createShare: (input, c) => shares.create(c.get('principal').userId, input.body),
    listShares: (input, c) => shares.list(c.get('principal').userId, input.query.session_id),
    revokeShare: async (input, c) => {
      await shares.revoke(c.get('principal').userId, input.params.share_id)
      return { detail: 'The conversation is no longer shared.' }
    },
    getShare: (input) => shares.read(input.params.share_type, input.params.share_id),
    continueShare: (input, c) =>
      shares.continueAs(
        c.get('principal').userId,
        input.body.share_type,
        input.body.share_id,
        input.body.language,
      ),
  }
}
