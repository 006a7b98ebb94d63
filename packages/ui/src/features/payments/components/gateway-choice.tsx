import type { Gateway } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { CheckoutSection } from './checkout-section'
import { ChoiceCard, ChoiceGroup } from './choice-card'

/** Where to pay (`client/gateways`): Stripe, or the embedded test gateway, marked as such. */
export function GatewayChoice({
  gateways,
  value,
  onChange,
}: {
  gateways: readonly Gateway[]
  value: string | null
  onChange: (id: string) => void
}) {
  const { t } = useTranslation('payment')
  return (
    <CheckoutSection title={t('checkout.gateway')}>
      {gateways.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('checkout.noGateway')}</p>
      ) : (
        <ChoiceGroup label={t('checkout.gateway')}>
          {gateways.map((gateway) => (
            <ChoiceCard
              key={gateway.id}
              name="gateway"
              value={gateway.id}
              checked={value === gateway.id}
              onChange={onChange}
              title={gateway.test ? t('checkout.testGateway') : gateway.display_name}
              aside={
                gateway.test ? <Badge variant="outline">{t('checkout.testMode')}</Badge> : null
              }
            >
              {gateway.test ? t('checkout.testGatewayHint') : t('checkout.cardGatewayHint')}
            </ChoiceCard>
          ))}
        </ChoiceGroup>
      )}
    </CheckoutSection>
  )
}
