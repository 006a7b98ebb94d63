import { Outlet } from 'react-router'
import { SkipLink } from '../../components/skip-link'
import { PublicFooter } from './public-footer'
import { PublicHeader } from './public-header'

/** Header and footer around every public page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  )
}
