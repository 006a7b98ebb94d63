import { paths } from '../../../lib/paths'
import { LegalDocument } from './legal-document'

// One component per legal route, so each lazy route names its own page.
export const PrivacyPolicyPage = () => <LegalDocument doc="privacy" path={paths.privacyPolicy} />
export const TermsAndConditionsPage = () => (
  <LegalDocument doc="termsAndConditions" path={paths.termsAndConditions} />
)
export const TermsOfUsePage = () => <LegalDocument doc="termsOfUse" path={paths.termsOfUse} />
export const DisclaimerPage = () => <LegalDocument doc="disclaimer" path={paths.disclaimer} />
export const RefundPolicyPage = () => <LegalDocument doc="refundPolicy" path={paths.refundPolicy} />
