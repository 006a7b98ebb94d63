import { Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'

/** Deleting an address cannot be undone: the button asks first; Cancel (or Escape) keeps it. */
export function DeleteAddressButton({
  name,
  disabled,
  onConfirm,
}: {
  name: string
  disabled: boolean
  onConfirm: () => Promise<unknown>
}) {
  const { t } = useTranslation('account')
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
          {t('billing.addresses.delete')}
        </Button>
      }
      title={t('billing.addresses.deleteTitle')}
      description={t('billing.addresses.deleteBody', { name })}
      confirmLabel={t('billing.addresses.deleteConfirm')}
      cancelLabel={t('cancel')}
      onConfirm={async () => {
        await onConfirm()
      }}
    />
  )
}
