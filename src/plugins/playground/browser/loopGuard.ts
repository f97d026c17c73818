// Loop guard for edited code: every loop body first calls self.__pgLoop(id), which throws once the loop
// has run for 1 s (for browsers that do not put sandboxed frames in their own process). Keeps line numbers.
import {Parser} from 'acorn';
import {simple} from 'acorn-walk';

interface Loop {
  body: {type: string; start: number; end: number};
}

export function addLoopGuard(code: string): string {
  const ast = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
  });
  const inserts: {at: number; text: string}[] = [];
  let id = 0;
  const visit = (node: unknown) => {
    const {body} = node as Loop;
    const call = `self.__pgLoop(${++id});`;
    if (body.type === 'BlockStatement') inserts.push({at: body.start + 1, text: call});
    else {
      inserts.push({at: body.start, text: `{${call}`});
      inserts.push({at: body.end, text: '}'});
    }
  };
  simple(ast, {
    WhileStatement: visit,
    DoWhileStatement: visit,
    ForStatement: visit,
    ForInStatement: visit,
    ForOfStatement: visit,
  });
  inserts.sort((a, b) => b.at - a.at);
  let out = code;
  for (const i of inserts) out = out.slice(0, i.at) + i.text + out.slice(i.at);
  return out;
}
