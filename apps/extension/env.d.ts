interface ImportMetaEnv {
  /** The website the side panel links to (defaults to a local `pnpm start`). */
  readonly WXT_WEBSITE_URL?: string
}
