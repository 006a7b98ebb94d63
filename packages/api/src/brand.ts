/**
 * Amply's brand, in one place: every page title, footer, drawer and mail takes these values
 * from here (docs/product.md#brand).
 */
export const brand = {
  name: 'Amply',
  tagline: 'Simplify Work, Amplify Results',
  supportEmail: 'support@amply.app',
  legalEntity: 'Amply Labs Ltd',
  social: {
    facebook: 'https://www.facebook.com/amplyapp',
    instagram: 'https://www.instagram.com/amplyapp',
    linkedin: 'https://www.linkedin.com/company/amplyapp',
    twitter: 'https://twitter.com/amplyapp',
  },
} as const
