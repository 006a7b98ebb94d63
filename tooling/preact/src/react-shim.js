// `react`, as the website and the extension see it: Preact's compatibility layer, plus the
// React 19 hooks it lacks that our libraries import. (Plain JavaScript: preact/compat's types
// are written for `import =`, which a re-export cannot use; the app's code is typed by
// @types/react anyway.)
export * from 'preact/compat'
export { default } from 'preact/compat'
export { act } from 'preact/test-utils'

/**
 * react-router 8 keeps its state through `useOptimistic`. Optimistic values only differ inside
 * a transition, and Preact runs transitions at once, so the state passes through unchanged.
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => undefined]
}
