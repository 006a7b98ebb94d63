/** The side panel's own screens (its router is in memory: these never show in an address bar). */
export const panelPaths = {
  signIn: '/panel/sign-in',
} as const
