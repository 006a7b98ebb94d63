import { isLocalId } from '@amply/core/chat/chat-store'

/**
 * The message list's row keys from its messages' ids: the ids themselves, except that a message
 * the server names as its answer begins (a local id becoming the server's, in its place) keeps
 * the key it was first drawn with. A new key would draw its row afresh: a long question laid
 * out again (25 ms for a pasted document) in the answer's first frame. Answers the same array
 * for as long as the ids are the same. One per list.
 */
export function createRowKeys(): (ids: readonly string[]) => readonly string[] {
  let seen: readonly string[] = []
  let keys: readonly string[] = []
  const firstKeys = new Map<string, string>()
  return (ids) => {
    if (ids.length === seen.length && ids.every((id, index) => id === seen[index])) return keys
    ids.forEach((id, index) => {
      const before = seen[index]
      if (before !== undefined && before !== id && isLocalId(before) && !isLocalId(id)) {
        firstKeys.set(id, firstKeys.get(before) ?? before)
      }
    })
    seen = ids
    keys = ids.map((id) => firstKeys.get(id) ?? id)
    return keys
  }
}
