import type { Period, PromoCodeCheck } from '@amply/api/entities/billing'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { promoRefusalText } from '../lib/promo-messages'
import { useValidatePromoCode } from '../api/payments'

/** A promo code's refusal in the visitor's language (the server's words when not known). */
export function usePromoMessage() {
  const { t } = useTranslation('payment')
  return (check: Pick<PromoCodeCheck, 'refusal' | 'message'>) => promoRefusalText(t, check)
}

/**
 * The promo code: checked with `client/validate/promocode` against the chosen plan and period
 * when applied; a refusal says why, right under the field. An applied code can be removed.
 */
export function PromoCodeField({
  planId,
  period,
  applied,
  onApply,
}: {
  planId: string
  period: Period
  applied: string | null
  onApply: (code: string | null) => void
}) {
  const { t } = useTranslation('payment')
  const describe = useErrorText()
  const promoMessage = usePromoMessage()
  const id = useId()
  const [code, setCode] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  // Applying a code replaces the field with its line, and removing it the other way round: the
  // control that had the focus goes, so the one that takes its place gets it.
  const input = useRef<HTMLInputElement>(null)
  const remove = useRef<HTMLButtonElement>(null)
  const focusAfterChange = useRef(false)
  useEffect(() => {
    if (!focusAfterChange.current) return
    focusAfterChange.current = false
    ;(applied ? remove : input).current?.focus()
  }, [applied])
  const check = useValidatePromoCode({
    onSuccess: (answer) => {
      if (answer.valid) {
        setRefusal(null)
        focusAfterChange.current = true
        onApply(answer.code)
      } else setRefusal(promoMessage(answer))
    },
    onError: (error) => {
      setRefusal(describe(error))
    },
  })

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3 text-sm">
        <p role="status">{t('promo.applied', { code: applied })}</p>
        <Button
          ref={remove}
          variant="ghost"
          size="sm"
          onClick={() => {
            focusAfterChange.current = true
            onApply(null)
            setCode('')
          }}
        >
          {t('promo.remove')}
        </Button>
      </div>
    )
  }

  const trimmed = code.trim()
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (trimmed) check.mutate({ body: { code: trimmed, plan_id: planId, period } })
      }}
    >
      <Label htmlFor={id}>{t('promo.label')}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={Boolean(refusal)}
          aria-describedby={refusal ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value)
            setRefusal(null)
          }}
          className="uppercase placeholder:normal-case"
          placeholder={t('promo.placeholder')}
        />
        <Button
          type="submit"
          variant="outline"
          className="h-10"
          disabled={!trimmed || check.isPending}
        >
          {t('promo.apply')}
        </Button>
      </div>
      {refusal ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </form>
  )
}
