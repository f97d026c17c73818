// The 演练场's code until the reader opens the editor, coloured like the site's code blocks (CSS-variable theme).
// A starter comes with its tokens from the build; other code (a draft, a link) is coloured only when the site's
// tokenizer is already loaded: loading it here was a 440 ms task on a throttled phone. Its text is exactly the code.
import React, {useMemo, type ReactNode} from 'react';
import {codeTokenTheme} from '@site/src/css/codeThemes';
import {lineProps, plainLines, themeDict, tokenProps, type Token} from '@site/src/lib/highlight/props';
import {loadedTokenizer} from '@site/src/lib/highlight/load';
import {PRISM_GRAMMARS, type Flavour} from '../../plugins/playground/flavours';

export default function CodeView({
  code,
  flavour,
  tokens,
}: {
  code: string;
  flavour: Flavour;
  tokens?: Token[][];
}): ReactNode {
  const language = PRISM_GRAMMARS[flavour];
  const lines = useMemo(() => {
    const tokenize = loadedTokenizer();
    return tokens ?? (tokenize ? tokenize(code, language) : plainLines(code));
  }, [tokens, code, language]);
  const dict = useMemo(() => themeDict(codeTokenTheme, language), [language]);
  const [line, token] = [lineProps(dict), tokenProps(dict)];
  return lines.map((parts, i) => (
    <React.Fragment key={i}>
      {i > 0 && '\n'}
      <span {...line({line: parts})}>
        {parts.map((t, j) => (t.empty ? null : <span key={j} {...token({token: t})} />))}
      </span>
    </React.Fragment>
  ));
}
