import type { Address } from '@amply/api/entities/billing'
import { MapPinIcon, PencilIcon, PlusIcon, StarIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { countryName } from '../../../lib/countries/countries'
import { AccountSection } from '../components/account-section'
import { LoadError } from '../components/load-error'
import { TabSkeleton } from '../components/tab-skeleton'
import { AddressFormDialog } from './address-form-dialog'
import { DeleteAddressButton } from './delete-address-button'
import { useAddressActions } from './use-address-actions'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null

/** Billing addresses (payments print the primary one on the invoice): add, edit, primary, delete. */
export function AddressesSection() {
  const { t } = useTranslation('account')
  const addresses = useRouteQuery('listAddresses')
  const actions = useAddressActions()
  const [editing, setEditing] = useState<Editing>(null)

  const add = (
    <Button
      onClick={() => {
        setEditing({ kind: 'new' })
      }}
    >
      <PlusIcon aria-hidden="true" />
      {t('billing.addresses.add')}
    </Button>
  )

  return (
    <AccountSection
      title={t('billing.addresses.title')}
      description={t('billing.addresses.description')}
      action={addresses.data && addresses.data.length > 0 ? add : null}
    >
      {addresses.isPending ? (
        <TabSkeleton cards={1} />
      ) : addresses.isError ? (
        <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <MapPinIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">{t('billing.addresses.emptyTitle')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {t('billing.addresses.emptyBody')}
          </p>
          {add}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {[...addresses.data]
            .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
            .map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={
                  (actions.setPrimary.isPending &&
                    actions.setPrimary.variables.body.id === address.id) ||
                  (actions.remove.isPending && actions.remove.variables.params.id === address.id)
                }
                onEdit={() => {
                  setEditing({ kind: 'edit', address })
                }}
                onSetPrimary={() => {
                  actions.setPrimary.mutate({ body: { id: address.id } })
                }}
                onDelete={() => actions.remove.mutateAsync({ params: { id: address.id } })}
              />
            ))}
        </ul>
      )}
      {editing ? (
        <AddressFormDialog
          address={editing.kind === 'edit' ? editing.address : undefined}
          onClose={() => {
            setEditing(null)
          }}
          onSave={async (input) => {
            await actions.save(input, editing.kind === 'edit' ? editing.address.id : undefined)
            setEditing(null)
          }}
        />
      ) : null}
    </AccountSection>
  )
}

function AddressCard({
  address,
  busy,
  onEdit,
  onSetPrimary,
  onDelete,
}: {
  address: Address
  busy: boolean
  onEdit: () => void
  onSetPrimary: () => void
  onDelete: () => Promise<unknown>
}) {
  const { t, i18n } = useTranslation('account')
  const country = countryName(address.country, i18n.language)
  const place = [address.city, address.state, address.postal_code].filter(Boolean).join(', ')
  return (
    <li
      aria-label={address.name}
      className="flex flex-col justify-between gap-4 rounded-lg border p-4"
    >
      <div className="space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {address.name}
          {address.is_primary ? <Badge>{t('billing.addresses.primary')}</Badge> : null}
        </p>
        <address className="text-muted-foreground not-italic">
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {place}
          <br />
          {country}
          {address.phone ? (
            <>
              <br />
              <span dir="ltr">{address.phone}</span>
            </>
          ) : null}
        </address>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
          <PencilIcon aria-hidden="true" />
          {t('billing.addresses.edit')}
        </Button>
        {address.is_primary ? null : (
          <Button variant="outline" size="sm" onClick={onSetPrimary} disabled={busy}>
            <StarIcon aria-hidden="true" />
            {t('billing.addresses.setPrimary')}
          </Button>
        )}
        <DeleteAddressButton name={address.name} disabled={busy} onConfirm={onDelete} />
      </div>
    </li>
  )
}
