import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../lib/paths'
import { useMoney } from '../hooks/use-money'
import { CheckoutLayout, CheckoutPage } from './checkout-page'
import { CheckoutSection } from './checkout-section'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'
import { numberFormat } from '../../../lib/format/intl-cache'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * `/client/buy-advance-credit`: extra queries of one credit group, used once the plan's
 * allowance for the day or month is spent. A pack, the billing address, the gateway, pay.
 */
export function BuyCreditPage() {
  const { t } = useTranslation('payment')
  const packs = useRouteQuery('listCreditPacks')
  return (
    <CheckoutPage
      title={t('credit.title')}
      description={t('credit.description')}
      path={paths.buyAdvanceCredit}
      catalogue={packs}
    >
      <BuyCredit />
    </CheckoutPage>
  )
}

function BuyCredit() {
  const { t, i18n } = useTranslation('payment')
  const money = useMoney()
  const number = numberFormat(i18n.language)
  const { creditGroup, catalogText } = useCatalogWords()
  const packs = useRouteQuery('listCreditPacks').data ?? []
  const [packId, setPackId] = useState<string | null>(null)
  const pack = packs.find((candidate) => candidate.id === packId) ?? packs[0]
  const quote = useRouteQuery(
    'quotePayment',
    { query: { pack_id: pack?.id ?? '' } },
    { enabled: Boolean(pack) },
  )

  return (
    <CheckoutLayout
      choice={
        <CheckoutSection title={t('credit.packs')} description={t('credit.packsHint')}>
          {packs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('credit.none')}</p>
          ) : (
            <ChoiceGroup label={t('credit.packs')} className="sm:grid-cols-2">
              {packs.map((candidate) => (
                <ChoiceCard
                  key={candidate.id}
                  name="pack"
                  value={candidate.id}
                  checked={pack?.id === candidate.id}
                  onChange={setPackId}
                  title={catalogText(candidate.name)}
                  aside={
                    <span className="font-semibold">
                      {money(candidate.price, candidate.currency)}
                    </span>
                  }
                >
                  <span className="block">{catalogText(candidate.description)}</span>
                  <span className="mt-1 block text-xs tabular-nums">
                    {t('credit.queries', {
                      count: candidate.credits,
                      formatted: number.format(candidate.credits),
                      group: creditGroup(candidate.query_credit_group_name),
                    })}
                  </span>
                </ChoiceCard>
              ))}
            </ChoiceGroup>
          )}
        </CheckoutSection>
      }
      quote={quote}
      order={pack ? (chosen) => ({ pack_id: pack.id, ...chosen }) : null}
      terms={t('credit.terms')}
    />
  )
}
