interface ImportMetaEnv {
  /** The Amply server the panel uses by default (a local `pnpm start` unless set at build time). */
  readonly WXT_SERVER_URL?: string
}
