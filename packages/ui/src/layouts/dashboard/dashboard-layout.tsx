import { LogoLoader } from '../../components/logo-loader'
import { TooltipProvider } from '../../components/ui/tooltip'
import { useSession } from '../../lib/session/use-session'
import { useUser } from '../../lib/session/use-user'
import { DashboardShell } from './dashboard-shell'
import { ModelStoreProvider } from './model-store-provider'

/**
 * The signed-in workspace's frame (docs/product.md#workspace): the top bar, the side
 * navigation in the settings' layout, the plan banner and the account drawer around the page.
 * It provides what the pages share: the model store of this session (the query cache is the
 * app's, from the routes: routes/server-state-route.ts).
 */
export function DashboardLayout() {
  const session = useSession()
  const user = useUser()
  // RequireAuth lets only a loaded, signed-in session through; this covers the instant of a
  // logout, before the guard sends the visitor away.
  if (!session || !user) return <LogoLoader className="min-h-dvh" />
  return (
    <ModelStoreProvider>
      <TooltipProvider>
        <DashboardShell user={user} />
      </TooltipProvider>
    </ModelStoreProvider>
  )
}
