// Where the site is served: read by docusaurus.config.ts and by the checks over the built files, so both agree.

/** Canonical origin (SITE_URL), without a trailing slash. */
export const siteUrl = (process.env.SITE_URL ?? 'https://konva-zh.example.org').replace(/\/+$/, '');
/** Base path when hosted under a sub-path (BASE_URL=/konva/); every URL we write starts with it. */
export const baseUrl = process.env.BASE_URL ?? '/';
