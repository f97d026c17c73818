// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Container/index.tsx. Change: the block's text and
// background colours are the colour-mode variables of src/css/codeTokens.css instead of the current Prism theme's
// values, so the server's markup is right in both modes and needs no re-render after hydration (see
// CodeBlock/index.tsx).
import React, {type ComponentProps, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
import {codeTokenTheme} from '@site/src/css/codeThemes';
import styles from './styles.module.css';

const codeBlockVariables = getPrismCssVariables(codeTokenTheme);

export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      {...props}
      style={codeBlockVariables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
