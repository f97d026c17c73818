// The theme's layout numbers the site depends on, in one place. CSS cannot import them (a media query takes no
// var()): tests/unit/layout.test.ts checks every @media width in src/**/*.css against MOBILE_MAX_WIDTH and Infima's
// own CSS, and tests/e2e/api.spec.ts measures the code block and the example chrome once in the browser.

/** Infima's and Docusaurus' mobile breakpoint: up to this width the drawer and the mobile sidebar (`max-width`). */
export const MOBILE_MAX_WIDTH = 996;
/** The first desktop width (`min-width`): the sidebar, the table of contents column, the full navbar. */
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;

/** Other widths a stylesheet may switch at, each with its reason (a new one belongs here). */
export const OTHER_WIDTHS: Record<number, string> = {
  480: "the playground's tabs get narrower padding on a small phone",
  1200: 'the navbar has room for the community icon links',
};

/** A code block's vertical padding (Infima: 1rem each side) and line height (92 % of 16 px at line-height 1.45). */
export const CODE_BLOCK = {paddingPx: 32, linePx: 21.34};

/** An API example's tabs, gap and toolbar above its preview (measured at 1280 and 412 px; on a phone its six
 * buttons take two rows, the second as tall as a button). */
export const API_EXAMPLE_CHROME = {desktopPx: 124, mobilePx: 142};
