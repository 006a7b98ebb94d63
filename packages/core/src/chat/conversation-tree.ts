import type { ChatMessage } from '@amply/api/entities/chat'

/** The parent key of a conversation's first questions. */
const ROOT = ''

/**
 * A conversation as a tree of messages linked by `parent_id`. Editing a question adds a
 * sibling question and regenerating adds a sibling answer, so old branches stay; each node
 * remembers which child is active, and the active branch (root to leaf) is what is shown and
 * sent. Every function returns a new tree and leaves the old one untouched.
 */
export interface ConversationTree {
  messages: Readonly<Record<string, ChatMessage>>
  /** Child ids by parent id (ROOT for the first questions), oldest first. */
  children: Readonly<Record<string, readonly string[]>>
  /** The active child id by parent id. */
  active: Readonly<Record<string, string>>
}

export const emptyTree: ConversationTree = { messages: {}, children: {}, active: {} }

const parentKey = (message: ChatMessage) => message.parent_id ?? ROOT

/** Adds a message under its parent and makes it the active child there. */
export function addMessage(tree: ConversationTree, message: ChatMessage): ConversationTree {
  const key = parentKey(message)
  return {
    messages: { ...tree.messages, [message.chat_id]: message },
    children: { ...tree.children, [key]: [...(tree.children[key] ?? []), message.chat_id] },
    active: { ...tree.active, [key]: message.chat_id },
  }
}

/** Changes one message's fields (not its id or parent). */
export function updateMessage(
  tree: ConversationTree,
  chatId: string,
  patch: (message: ChatMessage) => Partial<ChatMessage>,
): ConversationTree {
  const message = tree.messages[chatId]
  if (!message) return tree
  const next = { ...message, ...patch(message), chat_id: chatId, parent_id: message.parent_id }
  return { ...tree, messages: { ...tree.messages, [chatId]: next } }
}

/** Gives a message its server id: its place in the tree and its children follow. */
export function rekeyMessage(tree: ConversationTree, from: string, to: string): ConversationTree {
  const message = tree.messages[from]
  if (!message || from === to) return tree
  const key = parentKey(message)
  const rename = (id: string) => (id === from ? to : id)

  const messages: Record<string, ChatMessage> = {
    ...without(tree.messages, from),
    [to]: { ...message, chat_id: to },
  }
  const childIds = tree.children[from] ?? []
  for (const childId of childIds) {
    const child = messages[childId]
    if (child) messages[childId] = { ...child, parent_id: to }
  }

  const children = {
    ...without(tree.children, from),
    [key]: (tree.children[key] ?? []).map(rename),
    ...(childIds.length > 0 ? { [to]: childIds } : {}),
  }
  const activeChild = tree.active[from]
  const active = {
    ...without(tree.active, from),
    ...(tree.active[key] === from ? { [key]: to } : {}),
    ...(activeChild === undefined ? {} : { [to]: activeChild }),
  }
  return { messages, children, active }
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))
}

/** Makes a message the active child of its parent: its branch is shown from now on. */
export function selectBranch(tree: ConversationTree, chatId: string): ConversationTree {
  const message = tree.messages[chatId]
  if (!message) return tree
  return { ...tree, active: { ...tree.active, [parentKey(message)]: chatId } }
}

/** The active branch, from the first question to the leaf. */
export function activeBranch(tree: ConversationTree): ChatMessage[] {
  const branch: ChatMessage[] = []
  // A branch is never longer than the tree: this stops a malformed tree whose parents loop.
  const size = Object.keys(tree.messages).length
  let message = tree.messages[tree.active[ROOT] ?? '']
  while (message && branch.length < size) {
    branch.push(message)
    message = tree.messages[tree.active[message.chat_id] ?? '']
  }
  return branch
}

/** A message's siblings (itself included, oldest first) and its position among them. */
export function siblingsOf(tree: ConversationTree, chatId: string) {
  const message = tree.messages[chatId]
  const ids = message ? (tree.children[parentKey(message)] ?? []) : []
  return { ids, index: ids.indexOf(chatId) }
}

/**
 * A stored conversation (all branches, oldest first) as a tree whose active branch follows
 * the newest child at every step.
 */
export function treeFromMessages(messages: readonly ChatMessage[]): ConversationTree {
  // Built in one pass over fresh records: adding one message at a time copies the whole tree
  // per message, which took seconds for a conversation of thousands.
  const tree = {
    messages: {} as Record<string, ChatMessage>,
    children: {} as Record<string, string[]>,
    active: {} as Record<string, string>,
  }
  for (const message of messages) {
    const key = parentKey(message)
    tree.messages[message.chat_id] = message
    ;(tree.children[key] ??= []).push(message.chat_id)
    tree.active[key] = message.chat_id
  }
  return tree
}
