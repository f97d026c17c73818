// Facts that only Konva's compiled JS holds: getter/setter defaults, JSDoc blocks, fired event names.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface JsDocBlock {
  /** `Node#cache`, `Node.create` (static) or `Konva.pixelRatio` style key without the `Konva.` prefix for classes */
  key: string;
  tags: Record<string, string[]>;
}

export interface SourceFacts {
  /** `Class.attr` -> default expression text, from Factory.addGetterSetter / addGetter */
  defaults: Map<string, string>;
  /** `Class.attr` -> file (relative to lib, without .js) that registered the getter/setter */
  registeredIn: Map<string, string>;
  /** documented member keys from JS JSDoc: `Node#cache` */
  jsdoc: Map<string, JsDocBlock>;
  /** file (relative, no ext) -> event names fired there with literal (or const-resolved) names */
  firedEvents: Map<string, string[]>;
  /** Stage's EVENTS_MAP values: the pointer, mouse and touch events the stage dispatches */
  pointerEvents: string[];
  /** filter name -> node attributes its function reads (`this.attr()` or `this.attrs.attr`) */
  filterReads: Map<string, string[]>;
  /** initial values of the `Konva` object's properties in Global.js */
  globalDefaults: Map<string, string>;
  /** `Class#method` (or `Class#constructor`) keys whose implementation warns that it is deprecated (`Util.warn('...
   * deprecated ...')`), and `Filters#Name` for filters marked @deprecated */
  warnsDeprecated: Set<string>;
  /** filter name -> its function's parameters as written in filters/<Name>.js (`imageData`, `pixelRatio = 1`) */
  filterParams: Map<string, {name: string; optional: boolean}[]>;
  /** Tween's own config defaults (duration, easing, yoyo), read from the fallbacks in its constructor */
  tweenDefaults: Map<string, string>;
}

function listJs(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listJs(dir, r));
    else if (entry.name.endsWith('.js')) out.push(r);
  }
  return out;
}

/** Top-level `const NAME = 'literal'` bindings, so `_fire(BEFORE_DRAW)` resolves. */
function constStrings(sf: ts.SourceFile): Map<string, string> {
  const map = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) map.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return map;
}

/**
 * `const NAME = <literal>` bindings as the value a reader would write (`'left'`, `['top-left', ...]`), so a default
 * given as a constant (`LEFT`, `ANCHORS_NAMES`) prints its value.
 */
function constValues(sf: ts.SourceFile): Map<string, string> {
  const map = new Map<string, string>();
  const literal = (e: ts.Expression): string | undefined => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return `'${e.text}'`;
    if (ts.isNumericLiteral(e)) return e.text;
    if (ts.isPrefixUnaryExpression(e) && ts.isNumericLiteral(e.operand)) return e.getText(sf);
    if (e.kind === ts.SyntaxKind.TrueKeyword) return 'true';
    if (e.kind === ts.SyntaxKind.FalseKeyword) return 'false';
    if (ts.isArrayLiteralExpression(e)) {
      const items = e.elements.map((x) => literal(x));
      return items.every((x) => x !== undefined) ? `[${items.join(', ')}]` : undefined;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const v = literal(node.initializer);
      if (v !== undefined) map.set(node.name.text, v);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return map;
}

function stringValue(expr: ts.Expression | undefined, consts: Map<string, string>): string | undefined {
  if (!expr) return undefined;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isIdentifier(expr)) return consts.get(expr.text);
  return undefined;
}

const JSDOC_RE = /\/\*\*([\s\S]*?)\*\//g;

function parseJsDoc(text: string): Record<string, string[]> {
  const tags: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const body = text
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .join('\n');
  const parts = body.split(/^@(?=[a-zA-Z])/m);
  tags.description = [parts[0].trim()];
  for (const part of parts.slice(1)) {
    const m = /^(\w+)\s*([\s\S]*)$/.exec(part);
    if (!m) continue;
    (tags[m[1]] ??= []).push(m[2].trim());
  }
  return tags;
}

/** Key a JSDoc block by the member it documents: `@name Konva.Node#cache` or `@name x` + `@memberof Konva.Node`. */
function jsDocKey(tags: Record<string, string[]>): string | undefined {
  // `@method Konva.Node#to` names the member on the @method tag itself (no @name)
  const name = tags.name?.[0]?.split(/\s/)[0] || tags.method?.find((m) => /^Konva\.\w+[#.]\w+/.test(m))?.split(/\s/)[0];
  // `@memberof Konva.Node.prototype` is an instance member of Konva.Node
  const memberof = tags.memberof?.[0]?.split(/\s/)[0]?.replace(/\.prototype$/, '');
  let full: string | undefined;
  if (name && /[#.]/.test(name)) full = name;
  else if (name && memberof) full = `${memberof}${tags.static ? '.' : memberof === 'Konva' ? '.' : '#'}${name}`;
  if (!full) return undefined;
  // statics and instance members share one key shape: `Node#create`, `Util#haveIntersection`
  return full.replace(/^Konva\.(?=[A-Z])/, '').replace(/^([A-Z]\w*)\.(?=\w)/, '$1#');
}

export function readSourceFacts(libDir: string): SourceFacts {
  const facts: SourceFacts = {
    defaults: new Map(),
    registeredIn: new Map(),
    jsdoc: new Map(),
    firedEvents: new Map(),
    pointerEvents: [],
    filterReads: new Map(),
    globalDefaults: new Map(),
    warnsDeprecated: new Set(),
    filterParams: new Map(),
    tweenDefaults: new Map(),
  };
  for (const rel of listJs(libDir)) {
    const file = rel.replace(/\.js$/, '');
    const text = fs.readFileSync(path.join(libDir, rel), 'utf8');
    for (const m of text.matchAll(JSDOC_RE)) {
      const tags = parseJsDoc(m[1]);
      const key = jsDocKey(tags);
      if (key && !facts.jsdoc.has(key)) facts.jsdoc.set(key, {key, tags});
    }
    const sf = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const consts = constStrings(sf);
    const values = constValues(sf);
    const fired = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (
        (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) &&
        node.body &&
        ts.isClassDeclaration(node.parent) &&
        node.parent.name
      ) {
        const member = ts.isConstructorDeclaration(node) ? 'constructor' : node.name.getText(sf);
        if (/Util\.warn\([^;]*deprecated/i.test(node.body.getText(sf)))
          facts.warnsDeprecated.add(`${node.parent.name.text}#${member}`);
      }
      if (
        file.startsWith('filters/') &&
        ts.isVariableStatement(node) &&
        node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ) {
        for (const d of node.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && ts.getJSDocTags(node).some((t) => t.tagName.text === 'deprecated'))
            facts.warnsDeprecated.add(`Filters#${d.name.text}`);
          if (ts.isIdentifier(d.name) && d.initializer && ts.isFunctionExpression(d.initializer)) {
            facts.filterParams.set(
              d.name.text,
              d.initializer.parameters.map((p) => ({
                name: p.name.getText(sf),
                optional: Boolean(p.initializer || p.questionToken),
              })),
            );
          }
        }
      }
      const addReads = (attr: string): void => {
        const filter = file.slice('filters/'.length);
        const reads = facts.filterReads.get(filter) ?? [];
        if (!reads.includes(attr)) reads.push(attr);
        facts.filterReads.set(filter, reads);
      };
      if (
        file.startsWith('filters/') &&
        ts.isPropertyAccessExpression(node) &&
        node.expression.getText(sf) === 'this.attrs'
      ) {
        addReads(node.name.text);
      }
      if (
        file === 'Global' &&
        ts.isVariableDeclaration(node) &&
        node.name.getText(sf) === 'Konva' &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer)
      ) {
        for (const p of node.initializer.properties) {
          if (ts.isPropertyAssignment(p)) facts.globalDefaults.set(p.name.getText(sf), p.initializer.getText(sf));
        }
      }
      const isFactoryCall =
        ts.isCallExpression(node) &&
        ((ts.isPropertyAccessExpression(node.expression) && node.expression.expression.getText(sf) === 'Factory') ||
          ts.isIdentifier(node.expression));
      if (
        ts.isCallExpression(node) &&
        (ts.isPropertyAccessExpression(node.expression) || ts.isIdentifier(node.expression))
      ) {
        const callee = ts.isIdentifier(node.expression) ? node.expression.text : node.expression.name.text;
        const owner = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression.getText(sf) : '';
        if (isFactoryCall && /^add(GetterSetter|Getter|ComponentsGetterSetter|OverloadedGetterSetter)$/.test(callee)) {
          const cls = node.arguments[0]?.getText(sf);
          const attr = stringValue(node.arguments[1], consts);
          if (cls && attr) {
            facts.registeredIn.set(`${cls}.${attr}`, file);
            const def = node.arguments[2];
            if ((callee === 'addGetterSetter' || callee === 'addGetter') && def && def.getText(sf) !== 'undefined') {
              // a constant (`LEFT`, `ANCHORS_NAMES`) prints as its value
              const text = def.getText(sf);
              facts.defaults.set(`${cls}.${attr}`, ts.isIdentifier(def) ? (values.get(text) ?? text) : text);
            }
          }
        }
        if (callee === '_fire' || callee === 'fire' || callee === '_fireAndBubble') {
          const name = stringValue(node.arguments[0], consts);
          if (name && /^[a-zA-Z]+$/.test(name)) fired.add(name);
        }
        if (file.startsWith('filters/') && owner === 'this' && node.arguments.length === 0) addReads(callee);
      }
      if (
        file === 'Stage' &&
        ts.isVariableDeclaration(node) &&
        node.name.getText(sf) === 'EVENTS_MAP' &&
        node.initializer
      ) {
        const collect = (n: ts.Node): void => {
          if (ts.isPropertyAssignment(n)) {
            const v = stringValue(n.initializer, consts);
            if (v && !facts.pointerEvents.includes(v)) facts.pointerEvents.push(v);
          }
          ts.forEachChild(n, collect);
        };
        collect(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    if (fired.size) facts.firedEvents.set(file, [...fired]);
    if (file === 'Tween') {
      // the constructor's fallbacks: `easing = config.easing || Easings.Linear`, `yoyo = !!config.yoyo`,
      // `if (typeof config.duration === 'undefined') { duration = 0.3; }`
      const easing = /easing = config\.easing \|\| Easings\.(\w+)/.exec(text)?.[1];
      if (easing) facts.tweenDefaults.set('easing', `Konva.Easings.${easing}`);
      if (/yoyo = !!config\.yoyo/.test(text)) facts.tweenDefaults.set('yoyo', 'false');
      const duration = /typeof config\.duration === 'undefined'\)\s*\{\s*duration = ([\d.]+);/.exec(text)?.[1];
      if (duration) facts.tweenDefaults.set('duration', duration);
    }
  }
  return facts;
}
