import { Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { Button } from '../../../components/ui/button'
import { useDeleteAccount } from '../api/security'
import { paths } from '../../../lib/paths'
import { AccountSection } from '../components/account-section'
import { useAccountUser } from '../hooks/use-account-user'
import { PasswordConfirmDialog } from './password-confirm-dialog'

/**
 * Deleting the account, after typing the account's email to confirm and the password: every
 * session ends, the data goes, and the visitor lands on the home page.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const { notifications } = useAppServices()
  const navigate = useNavigate()
  // The server has ended every session: leave the workspace first, then the hook ends it here.
  const remove = useDeleteAccount({
    onSuccess: async () => {
      await navigate(paths.home, { replace: true })
      notifications.success(t('security.delete.done'))
    },
  })
  const [open, setOpen] = useState(false)
  return (
    <AccountSection
      tone="danger"
      title={t('security.delete.title')}
      description={t('security.delete.description')}
      action={
        <Button
          variant="destructive"
          onClick={() => {
            setOpen(true)
          }}
        >
          <Trash2Icon aria-hidden="true" />
          {t('security.delete.open')}
        </Button>
      }
    >
      {open ? (
        <PasswordConfirmDialog
          destructive
          title={t('security.delete.dialogTitle')}
          description={t('security.delete.dialogDescription')}
          submitLabel={t('security.delete.submit')}
          confirmation={{
            label: t('security.delete.typeEmail', { email: user.email }),
            expected: user.email,
          }}
          onClose={() => {
            setOpen(false)
          }}
          onConfirm={async (current_password) => {
            await remove.mutateAsync({ body: { current_password } })
          }}
        />
      ) : null}
    </AccountSection>
  )
}
