// What the browser tests run against (set by playwright.config.ts's environment): the build folder and the
// base path the site was built for (BASE_URL, as for `docusaurus build`).
import path from 'node:path';

export const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
export const sitePath = process.env.BASE_URL ?? '/';
