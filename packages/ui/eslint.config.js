import { amplyReact } from '@amply/eslint-config/react'

export default amplyReact({
  layer: 'ui',
  root: import.meta.dirname,
  // Screens that still write outside a feature's api/ folder, until they are moved to named
  // hooks (issue 34): nothing may join this list.
  legacyWrites: [
    'src/features/admin/components/admin-plan-card.tsx',
    'src/features/admin/components/allowance-editor.tsx',
    'src/features/chat/components/delete-conversation-dialog.tsx',
    'src/features/chat/components/feedback-buttons.tsx',
    'src/features/chat/components/history-item.tsx',
    'src/features/chat/hooks/use-voice-input.ts',
    'src/features/contact/components/contact-form.tsx',
    'src/features/payments/components/billing-history.tsx',
    'src/features/payments/components/current-subscription.tsx',
    'src/features/payments/components/payment-status-page.tsx',
    'src/features/payments/components/promo-code-field.tsx',
    'src/features/payments/hooks/use-refresh-plan.ts',
    'src/features/payments/hooks/use-start-payment.ts',
    'src/features/share/components/continue-share-page.tsx',
    'src/features/share/components/share-dialog.tsx',
    'src/features/share/components/share-link.tsx',
    'src/layouts/dashboard/account/use-help-desk.ts',
    'src/lib/chat/use-conversation-session.ts',
  ],
})
