// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/index.tsx. Change: Prism is not in the
// page's bundle. The server renders code blocks highlighted; a page that hydrates keeps that markup as it is (no
// tokenizing again in the browser, which was most of the main bundle's Prism and a long task on pages with many
// blocks). A block first rendered in the browser (after a client-side navigation) shows its text at once and its
// colours when the tokenizer chunk has loaded (a moment, the first time). Colours are CSS variables, so one markup
// serves both colour modes.
import React, {forwardRef, use, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {codeTokenTheme} from '@site/src/css/codeThemes';
import {lineProps, plainLines, themeDict, tokenProps, type Token} from '@site/src/lib/highlight/props';
import {loadTokenizer, loadedTokenizer} from '@site/src/lib/highlight/load';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

const Code = forwardRef<HTMLElement, ComponentProps<'code'>>(function Code(props, ref) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      ref={ref}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
});

const dicts = new Map<string, ReturnType<typeof themeDict>>();
/** Token styles for a language: our theme is CSS variables, the same in both colour modes, so one per language. */
function dictFor(language: string): ReturnType<typeof themeDict> {
  let dict = dicts.get(language);
  if (!dict) dicts.set(language, (dict = themeDict(codeTokenTheme, language)));
  return dict;
}

/** The tokens now: on the server it waits for the tokenizer; in the browser it never waits (plain text until it
 * loads). */
function useTokens(code: string, language: string): Token[][] {
  const [, setLoaded] = useState(false);
  let tokenize = loadedTokenizer();
  if (!tokenize && !ExecutionEnvironment.canUseDOM) tokenize = use(loadTokenizer());
  useLayoutEffect(() => {
    // Offline without the chunk cached, the text stays plain: readable, just not coloured.
    if (!loadedTokenizer())
      loadTokenizer().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, []);
  return tokenize ? tokenize(code, language) : plainLines(code);
}

function Lines({
  code,
  language,
  lineClassNames,
  showLineNumbers,
}: {
  code: string;
  language: string;
  lineClassNames: {[line: number]: string[]};
  showLineNumbers: boolean;
}): ReactNode {
  const tokens = useTokens(code, language);
  const dict = dictFor(language);
  const getLineProps = lineProps(dict);
  const getTokenProps = tokenProps(dict);
  return tokens.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps as never}
      getTokenProps={getTokenProps as never}
      classNames={lineClassNames[i]}
      showLineNumbers={showLineNumbers}
    />
  ));
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  // Hydrating (in the browser before the site has mounted): keep the server's highlighted lines for this code.
  const isBrowser = useIsBrowser();
  const [kept, setKept] = useState<string | null>(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? code : null));
  const codeRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // No server markup to keep (npm start renders in the browser only, or React re-rendered a mismatched page).
    if (kept !== null && codeRef.current?.childElementCount === 0) setKept(null);
  }, [kept]);
  const root = dictFor(language).root;
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, `prism-code language-${language}`)} style={root}>
      {kept === code ? (
        // React leaves an element's content alone when hydrating dangerouslySetInnerHTML, and never sets it again while
        // it does not change.
        <Code key="kept" ref={codeRef} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      ) : (
        // A new element (key): React would otherwise add the lines after the kept markup.
        <Code key="lines" ref={codeRef}>
          <Lines
            code={code}
            language={language}
            lineClassNames={lineClassNames}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        </Code>
      )}
    </Pre>
  );
}
