import { Navigate, Outlet } from 'react-router'
import { LogoLoader } from '../../../components/logo-loader'
import { TooltipProvider } from '../../../components/ui/tooltip'
import { ModelStoreProvider } from '../../../layouts/dashboard/model-store-provider'
import { useAuth, useSession } from '../../../lib/session/use-session'
import { useUser } from '../../../lib/session/use-user'
import { usePanelRequests } from '../hooks/use-panel-requests'
import { panelPaths } from '../lib/panel-paths'
import { useStoredSession } from '../../../lib/panel/resumed-session'
import type { PanelTool } from './panel-header'
import { PanelHeader } from './panel-header'

/**
 * The signed-in side panel: a narrow frame (one top bar, the tool below it) around chat,
 * write and translate, with the same model store as the website's workspace (the query cache is
 * the panel's one, from its root).
 * Without a session it shows the panel's sign-in. With a stored one it shows while the user
 * loads (the account menu fills in when they have).
 */
export function PanelWorkspace({ tools }: { tools: readonly PanelTool[] }) {
  const session = useSession()
  const { status } = useAuth()
  const user = useUser()
  const resuming = useStoredSession() && status === 'loading'
  if (status === 'unauthenticated') return <Navigate to={panelPaths.signIn} replace />
  if (!session || (!user && !resuming)) return <LogoLoader className="min-h-dvh" />
  return (
    <ModelStoreProvider>
      <TooltipProvider>
        <div className="flex h-dvh flex-col">
          <PanelHeader user={user} tools={tools} />
          <main
            id="main"
            tabIndex={-1}
            className="relative flex min-h-0 flex-1 flex-col overflow-y-auto outline-none"
          >
            <PanelRequests />
            <Outlet />
          </main>
        </div>
      </TooltipProvider>
    </ModelStoreProvider>
  )
}

/** Takes the extension's queued requests once signed in (renders nothing). */
function PanelRequests() {
  usePanelRequests()
  return null
}
