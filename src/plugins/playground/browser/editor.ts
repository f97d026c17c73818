// Lazy module: the CodeMirror 6 editor used once the reader starts editing an example.
import {EditorState} from '@codemirror/state';
import {
  EditorView,
  keymap,
  lineNumbers,
  highlightActiveLine,
  highlightActiveLineGutter,
  drawSelection,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {syntaxHighlighting, indentOnInput, bracketMatching} from '@codemirror/language';
import {closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {searchKeymap} from '@codemirror/search';
import {javascript} from '@codemirror/lang-javascript';
import {html} from '@codemirror/lang-html';
import {classHighlighter} from '@lezer/highlight';
import type {Flavour} from '../flavours';

export interface Editor {
  getValue(): string;
  setValue(text: string): void;
  /** Focuses the text, with the cursor at a screen point when given (where the reader clicked the code). */
  focus(at?: {x: number; y: number}): void;
  /** Types `text` at the cursor, as keys would (what the reader typed while the editor was loading). */
  type(text: string): void;
  destroy(): void;
}

function language(flavour: Flavour) {
  switch (flavour) {
    case 'vanilla':
      return javascript();
    case 'react':
      return javascript({jsx: true, typescript: true});
    case 'angular':
      return javascript({typescript: true});
    default:
      // Vue and Svelte components: HTML with embedded script and style.
      return html();
  }
}

export function createEditor(
  parent: HTMLElement,
  doc: string,
  flavour: Flavour,
  onChange: (text: string) => void,
  label: string,
): Editor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        // No Tab binding: Tab leaves the editor, so keyboard users can move on.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap]),
        syntaxHighlighting(classHighlighter),
        language(flavour),
        EditorView.contentAttributes.of({'aria-label': label}),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    getValue: () => view.state.doc.toString(),
    setValue: (text) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}}),
    focus: (at) => {
      const pos = at ? view.posAtCoords(at, false) : null;
      if (pos !== null) view.dispatch({selection: {anchor: pos}, scrollIntoView: true});
      view.focus();
    },
    type: (text) => view.dispatch(view.state.replaceSelection(text), {scrollIntoView: true, userEvent: 'input.type'}),
    destroy: () => view.destroy(),
  };
}
