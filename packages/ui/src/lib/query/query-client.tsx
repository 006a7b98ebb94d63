/**
 * The earlier name of the app's query cache provider, still mounted by the chat and read pages
 * (another change moves them); it provides the same one cache as `ServerStateProvider`.
 */
export { ServerStateProvider as AppQueryProvider } from '../server-state/server-state-provider'
