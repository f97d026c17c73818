// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Line/index.tsx. Change: the theme renders each code
// line as a <div> inside <code>, which HTML does not allow (flow content inside phrasing content; 23,577 times in our
// build).
// Here a line is a <span> shown as a block (styles.line), or as the theme's table row when numbered, so the layout
// is the same. Otherwise the theme's code; tests/unit/codeBlockLine.test.ts guards drift.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

// This <br/> keeps an empty line from collapsing (see facebook/docusaurus#11565).
function LineBreak() {
  return <br />;
}

// Replaces single lines with '\n' by '' so that we don't end up with duplicate line breaks (the '\n' + the
// artificial <br/> above); see facebook/docusaurus#11565.
function fixLineBreak(line: Props['line']): Props['line'] {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
