/** The id of the FAQ page's contact section, the target of the home page's "More FAQs". */
export const faqContactSectionId = 'contact'

/** The history state "More FAQs" navigates with: scroll /faqs to its contact section. */
export interface FaqNavigationState {
  scrollTo: typeof faqContactSectionId
}

export const scrollToFaqContact: FaqNavigationState = { scrollTo: faqContactSectionId }

export function asksForFaqContact(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<FaqNavigationState>).scrollTo === faqContactSectionId
  )
}
