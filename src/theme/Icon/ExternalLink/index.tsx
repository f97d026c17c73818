// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/Icon/ExternalLink/index.tsx (its 20 lines, no props to add a
// role through a wrapper): the icon is the only thing telling a screen-reader user that the link opens a new tab,
// so it is a named image (role="img" with its aria-label, which joins the link's accessible name), not an svg
// with a label and no role, which assistive technology may skip. tests/unit/iconExternalLink.test.ts guards drift.
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

// The theme's inline sprite (docusaurus-theme-classic/src/inlineSvgSprites.ts), see facebook/docusaurus#5865.
const svgSprite = '#theme-svg-external-link';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className={styles.iconExternalLink}
    >
      <use href={svgSprite} />
    </svg>
  );
}
