// Reads the installed konva package (lib/*.d.ts through the TypeScript checker, lib/*.js for
// defaults and events) and returns the typed model the API pages are rendered from.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import ts from 'typescript';
import type {
  ApiClass,
  ApiConfigParam,
  ApiEvent,
  ApiGlobal,
  ApiMember,
  ApiModel,
  ApiOption,
  ApiParam,
  ApiSignature,
  InheritedGroup,
} from './model';
import {
  alsoPublic,
  classSources,
  describedOverrides,
  globalDefaultText,
  jsdocAliases,
  optionDefaults,
  optionParams,
  type ClassSource,
} from './classes';
import {readSourceFacts, type SourceFacts} from './source';

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Classes whose source files fire events, and the files to read them from (Stage dispatches pointer events to
 * nodes). */
const EVENT_FILES: Record<string, string[]> = {
  Node: ['Node', 'DragAndDrop', 'Stage'],
  Container: ['Container'],
  Layer: ['Layer'],
  Transformer: ['shapes/Transformer'],
};

/** Namespace entries that are not settings: the class namespaces, and DD (the internal drag-and-drop state). */
const INTERNAL_GLOBALS = new Set(['Filters', 'DD']);

export function konvaRoot(fromDir: string = process.cwd()): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return path.dirname(require.resolve('konva/package.json'));
}

function isPublicName(name: string): boolean {
  return !name.startsWith('_') && name !== 'constructor' && name !== 'prototype';
}

class Extractor {
  readonly checker: ts.TypeChecker;
  readonly program: ts.Program;
  readonly facts: SourceFacts;

  constructor(readonly libDir: string) {
    const files = [...new Set(classSources.filter((c) => c.file !== 'filters').map((c) => c.file))].map((f) =>
      path.join(libDir, `${f}.d.ts`),
    );
    this.program = ts.createProgram([path.join(libDir, 'index.d.ts'), path.join(libDir, 'Global.d.ts'), ...files], {
      allowImportingTsExtensions: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      strict: true,
    });
    this.checker = this.program.getTypeChecker();
    this.facts = readSourceFacts(libDir);
  }

  sourceFile(rel: string): ts.SourceFile {
    const sf = this.program.getSourceFile(path.join(this.libDir, `${rel}.d.ts`));
    if (!sf) throw new Error(`konva/lib/${rel}.d.ts not found`);
    return sf;
  }

  classDecl(src: ClassSource): ts.ClassDeclaration {
    const decl = this.sourceFile(src.file).statements.find(
      (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === src.name,
    );
    if (!decl) throw new Error(`class ${src.name} not declared in konva/lib/${src.file}.d.ts`);
    return decl;
  }

  constDecl(file: string, name: string): ts.VariableDeclaration {
    for (const s of this.sourceFile(file).statements) {
      if (!ts.isVariableStatement(s)) continue;
      const d = s.declarationList.declarations.find((v) => ts.isIdentifier(v.name) && v.name.text === name);
      if (d) return d;
    }
    throw new Error(`const ${name} not declared in konva/lib/${file}.d.ts`);
  }

  typeText(type: ts.Type, at: ts.Node, declared?: ts.TypeNode): string {
    // drop `import("/abs/path/konva/lib/types").` qualifiers: readers know the names, not our paths
    const text = this.checker.typeToString(type, at, FORMAT).replace(/import\("[^"]*"\)\./g, '');
    // expanded unions (every easing's signature) help nobody: show the type as Konva wrote it
    return text.length > 120 && declared ? declared.getText().replace(/\s+/g, ' ') : text;
  }

  /** Konva documents a member in the .d.ts or the .js JSDoc, or it is an attribute getter/setter. */
  isDocumented(owner: string, symbol: ts.Symbol): boolean {
    if (alsoPublic[owner]?.includes(symbol.name)) return true;
    if (this.facts.jsdoc.has(`${owner}#${symbol.name}`)) return true;
    return (symbol.declarations ?? []).some((d) => ts.getJSDocCommentsAndTags(d).length > 0);
  }

  /** Class name that declares a member (walks up from the declaration). */
  ownerClass(decl: ts.Node): string | undefined {
    let n: ts.Node | undefined = decl;
    while (n && !ts.isClassDeclaration(n)) n = n.parent;
    return n?.name?.text;
  }

  parentChain(decl: ts.ClassDeclaration): string[] {
    const chain: string[] = [];
    let current: ts.ClassDeclaration | undefined = decl;
    while (current) {
      const heritage = current.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
      if (!heritage) break;
      let sym = this.checker.getSymbolAtLocation(heritage.expression);
      if (sym && sym.flags & ts.SymbolFlags.Alias) sym = this.checker.getAliasedSymbol(sym);
      const next = sym?.declarations?.find(ts.isClassDeclaration);
      if (!next?.name) break;
      chain.push(next.name.text);
      current = next;
    }
    return chain;
  }

  signature(name: string, sig: ts.Signature, at: ts.Node, role: ApiSignature['role']): ApiSignature {
    const params: ApiParam[] = sig.getParameters().map((p) => {
      const decl = p.valueDeclaration as ts.ParameterDeclaration | undefined;
      const optional =
        Boolean(decl && (decl.questionToken || decl.initializer)) || this.checker.isOptionalParameter(decl!);
      let type = this.typeText(this.checker.getTypeOfSymbolAtLocation(p, at), at, decl?.type);
      if (optional) type = type.replace(/ \| undefined$/, '');
      const paramName = ts.isIdentifier(decl?.name ?? ({} as ts.Node)) ? p.name : 'options';
      return {name: paramName === 'v' ? 'value' : paramName, type, optional, rest: Boolean(decl?.dotDotDotToken)};
    });
    // the checker resolves `this` to the class type; keep `this` as declared (chaining is the point)
    const declared = sig.getDeclaration()?.type;
    const returnsThis =
      declared !== undefined &&
      (ts.isThisTypeNode(declared) || (ts.isTypeReferenceNode(declared) && declared.typeName.getText() === 'This'));
    const returns = returnsThis ? 'this' : this.typeText(sig.getReturnType(), at);
    const paramText = params
      .map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type}`)
      .join(', ');
    // keep generic parameters as declared: on<K extends keyof NodeEventMap>(evtStr: K, ...)
    const typeParams = sig.getDeclaration()?.typeParameters?.map((tp) => tp.getText().replace(/\s+/g, ' '));
    const generic = typeParams?.length ? `<${typeParams.join(', ')}>` : '';
    return {role, params, returns, text: `${name}${generic}(${paramText}): ${returns}`};
  }

  /** GetSet's setter accepts `T | null | undefined` (resets the attribute); show the plain `T`. */
  setterSignature(name: string, sig: ts.Signature, at: ts.Node): ApiSignature {
    const s = this.signature(name, sig, at, 'setter');
    for (const p of s.params)
      p.type = p.type.replace(/^\((.*)\) \| null \| undefined$/, '$1').replace(/ \| null \| undefined$/, '');
    const paramText = s.params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
    return {...s, text: `${name}(${paramText}): ${s.returns}`};
  }

  /** The source says so: a @deprecated tag, "deprecated" in the JSDoc text, or a deprecation warning in the body. */
  isDeprecated(owner: string, name: string, decl?: ts.Node): boolean {
    const jsdoc = this.facts.jsdoc.get(`${owner}#${name}`);
    if (decl && ts.getJSDocDeprecatedTag(decl)) return true;
    if (jsdoc?.tags.deprecated || /\bdeprecated\b/i.test(jsdoc?.tags.description?.[0] ?? '')) return true;
    const cap = name.charAt(0).toUpperCase() + name.slice(1);
    return [name, `get${cap}`, `set${cap}`].some((n) => this.facts.warnsDeprecated.has(`${owner}#${n}`));
  }

  /** The option object of `cache(config)`, `toDataURL(config)` ... as rows (see optionParams in classes.ts). */
  options(owner: string, name: string, sig: ts.Signature | undefined, at: ts.Node): ApiMember['options'] {
    const param = optionParams[`${owner}#${name}`];
    const sym = sig?.getParameters().find((p) => p.name === param);
    if (!param || !sym) return undefined;
    const type = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(sym, at));
    const rows: ApiOption[] = this.checker
      .getPropertiesOfType(type)
      .filter((p) => isPublicName(p.name))
      .map((p) => {
        const optional = Boolean(p.flags & ts.SymbolFlags.Optional);
        let t = this.typeText(this.checker.getTypeOfSymbolAtLocation(p, at), at);
        if (optional) t = t.replace(/ \| undefined$/, '');
        const def = optionDefaults[`${owner}#${name}.${p.name}`];
        return {name: p.name, type: t, optional, ...(def !== undefined ? {default: def} : {})};
      });
    return {param, rows};
  }

  /** Merges `(): T` and `(v: T): this` overloads into one getter/setter entry. */
  member(symbol: ts.Symbol, at: ts.Node, owner: string, isStatic: boolean): ApiMember {
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, at);
    const name = symbol.name;
    const jsdoc = this.facts.jsdoc.get(`${owner}#${name}`);
    const deprecated = this.isDeprecated(owner, name, decl) || undefined;
    const def = this.facts.defaults.get(`${owner}.${name}`) ?? jsdoc?.tags.default?.[0];
    const isMethod = decl && (ts.isMethodDeclaration(decl) || ts.isMethodSignature(decl));
    const calls = type.getCallSignatures();
    const base: Pick<ApiMember, 'name' | 'static'> = {name, static: isStatic};
    const extra = {...(def !== undefined ? {default: def} : {}), ...(deprecated ? {deprecated} : {})};
    if (calls.length >= 2 && !isMethod) {
      const getter = calls.find((s) => s.getParameters().length === 0);
      const setter = calls.find((s) => s.getParameters().length >= 1);
      if (getter && setter) {
        return {
          ...base,
          kind: 'getset',
          signatures: [this.signature(name, getter, at, 'getter'), this.setterSignature(name, setter, at)],
          ...extra,
        };
      }
    }
    if (calls.length > 0 && (isMethod || !(decl && ts.isPropertyDeclaration(decl)) || calls.length > 0)) {
      const sigs = calls.map((s) => this.signature(name, s, at, 'call'));
      const getter = sigs.find((s) => s.params.length === 0 && s.returns !== 'this');
      const setter = sigs.find((s) => s.params.length >= 1 && s.returns === 'this');
      if (calls.length === 2 && getter && setter) {
        getter.role = 'getter';
        setter.role = 'setter';
        return {...base, kind: 'getset', signatures: [getter, setter], ...extra};
      }
      const options = this.options(owner, name, calls[0], at);
      return {...base, kind: 'method', signatures: sigs, ...extra, ...(options ? {options} : {})};
    }
    let typeText = this.typeText(type, at);
    if (decl && ts.isPropertyDeclaration(decl) && decl.questionToken) typeText = typeText.replace(/ \| undefined$/, '');
    return {...base, kind: 'property', signatures: [], type: typeText, ...extra};
  }

  /** Class declaration of a class with a page, by name. */
  classByName(name: string): ts.ClassDeclaration | undefined {
    const src = classSources.find((c) => c.name === name && c.kind === 'class');
    return src ? this.classDecl(src) : undefined;
  }

  /** Public, non-internal member symbol and the class declaring it, or undefined for private/protected ones. */
  visible(p: ts.Symbol): {decl: ts.Declaration; owner: string} | undefined {
    if (!isPublicName(p.name)) return undefined;
    const decl = p.valueDeclaration ?? p.declarations?.[0];
    if (!decl) return undefined;
    const modifiers = ts.canHaveModifiers(decl) ? ts.getModifiers(decl) : undefined;
    if (modifiers?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword))
      return undefined;
    const owner = this.ownerClass(decl);
    return owner ? {decl, owner} : undefined;
  }

  /** Documented in its declaring class: JSDoc, alsoPublic, or a GetSet attribute. */
  documentedIn(p: ts.Symbol, owner: string, decl: ts.Declaration, at: ts.Node): boolean {
    const isGetSet =
      this.checker.getTypeOfSymbolAtLocation(p, at).getCallSignatures().length >= 2 && ts.isPropertyDeclaration(decl);
    return isGetSet || this.isDocumented(owner, p);
  }

  /** Nearest class in `chain` whose own declaration of `member` is documented: the class a reader should read. */
  documentedAncestor(chain: string[], member: string): string | undefined {
    for (const name of chain) {
      const decl = this.classByName(name);
      if (!decl) continue;
      const type = this.checker.getDeclaredTypeOfSymbol(this.checker.getSymbolAtLocation(decl.name!)!);
      const p = type.getProperty(member);
      const v = p && this.visible(p);
      if (p && v && v.owner === name && this.documentedIn(p, name, v.decl, decl)) return name;
    }
    return undefined;
  }

  /** JSDoc keys naming members of `name` (aliases resolved): `Layer#width`, `Node#to`. */
  jsdocMembers(name: string): string[] {
    const out = new Set<string>();
    for (const key of this.facts.jsdoc.keys()) {
      const [cls, member] = (jsdocAliases[key] ? `${key.split('#')[0]}#${jsdocAliases[key]}` : key).split('#');
      if (cls === name && member && isPublicName(member)) out.add(member);
    }
    return [...out];
  }

  /** A member Konva documents only in JSDoc, without any .d.ts declaration: typed from its @param / @returns tags. */
  jsdocOnlyMember(owner: string, name: string): ApiMember {
    const tags = this.facts.jsdoc.get(`${owner}#${name}`)?.tags ?? {};
    const jsType = (t: string): string =>
      t
        .replace(/^Konva\./, '')
        .replace(/^Object$/, 'object')
        .replace(/^(Number|String|Boolean)$/, (x) => x.toLowerCase());
    const params: ApiParam[] = (tags.param ?? [])
      .map((t) => {
        const m = /^\{([^}]*)\}\s*(\[?)([\w.]+)/.exec(t);
        return {name: m?.[3] ?? 'arg', type: jsType(m?.[1] ?? 'any'), optional: m?.[2] === '[', rest: false};
      })
      .filter((p) => !p.name.includes('.'));
    const returns = jsType(/^\{([^}]*)\}/.exec(tags.returns?.[0] ?? '')?.[1] ?? 'void');
    const text = `${name}(${params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ')}): ${returns}`;
    return {
      name,
      kind: 'method',
      static: false,
      signatures: [{role: 'call', params, returns, text}],
      ...(this.isDeprecated(owner, name) ? {deprecated: true} : {}),
    };
  }

  /**
   * Public members of a class, own ones plus inherited ones grouped by the class a reader should read for them.
   * An override is the class's own member when Konva documents it there (`Layer#width`) or when it behaves
   * differently (describedOverrides); otherwise it is listed as inherited from the nearest ancestor documenting it.
   */
  classMembers(decl: ts.ClassDeclaration, name: string): {own: ApiMember[]; inherited: InheritedGroup[]} {
    const sym = this.checker.getSymbolAtLocation(decl.name!)!;
    const instance = this.checker.getDeclaredTypeOfSymbol(sym);
    const statics = this.checker.getTypeOfSymbol(sym);
    const chain = this.parentChain(decl);
    const jsdocHere = new Set(this.jsdocMembers(name));
    const own: ApiMember[] = [];
    const inherited = new Map<string, string[]>();
    const inherit = (from: string, member: string): void => {
      inherited.set(from, [...(inherited.get(from) ?? []), member]);
    };
    const add = (p: ts.Symbol, isStatic: boolean): void => {
      const v = this.visible(p);
      if (!v) return;
      const documented = this.documentedIn(p, v.owner, v.decl, decl);
      const ownedHere = v.owner === name || (!isStatic && jsdocHere.has(p.name));
      const base = isStatic
        ? undefined
        : this.documentedAncestor(v.owner === name ? chain : [v.owner, ...chain], p.name);
      if (ownedHere) {
        const described = jsdocHere.has(p.name) || Boolean(describedOverrides[name]?.includes(p.name));
        const ancestor = isStatic ? undefined : this.documentedAncestor(chain, p.name);
        if (ancestor && !described) {
          inherit(ancestor, p.name);
          return;
        }
        if (!documented && !described) return;
        const m = this.member(p, decl, name, isStatic);
        own.push(ancestor ? {...m, overrides: ancestor} : m);
        return;
      }
      if (isStatic) return;
      if (documented) inherit(v.owner, p.name);
      else if (base) inherit(base, p.name);
    };
    for (const p of this.checker.getPropertiesOfType(instance)) add(p, false);
    for (const p of this.checker.getPropertiesOfType(statics)) add(p, true);
    // documented only in JSDoc on a prototype assignment (`@method Konva.Node#to`): no symbol in the .d.ts
    const known = new Set(this.checker.getPropertiesOfType(instance).map((p) => p.name));
    for (const m of jsdocHere) if (!known.has(m) && !statics.getProperty(m)) own.push(this.jsdocOnlyMember(name, m));
    return {
      own,
      inherited: chain.filter((c) => inherited.has(c)).map((from) => ({from, members: inherited.get(from)!.sort()})),
    };
  }

  configParams(decl: ts.ClassDeclaration, chain: string[]): {ctor?: ApiSignature; config: ApiConfigParam[]} {
    const sym = this.checker.getSymbolAtLocation(decl.name!)!;
    const statics = this.checker.getTypeOfSymbol(sym);
    const ctorSig = statics.getConstructSignatures()[0];
    if (!ctorSig) return {config: []};
    const ctor = this.signature(`new Konva.${sym.name}`, ctorSig, decl, 'call');
    ctor.text = ctor.text.replace(/: [^:]+$/, '');
    const first = ctorSig.getParameters()[0];
    if (!first) return {ctor, config: []};
    let type = this.checker.getTypeOfSymbolAtLocation(first, decl);
    type = this.checker.getNonNullableType(type);
    if (type.isTypeParameter()) type = this.checker.getBaseConstraintOfType(type) ?? type;
    // only a `...Config` object is a config; Transform(m: number[]) and Context(canvas) take plain arguments
    const typeName = type.aliasSymbol?.name ?? type.getSymbol()?.name ?? '';
    if (!/Config$/.test(typeName)) return {ctor, config: []};
    const config: ApiConfigParam[] = [];
    for (const p of this.checker.getPropertiesOfType(type)) {
      const pdecl = p.valueDeclaration ?? p.declarations?.[0];
      if (!pdecl || p.name.startsWith('_')) continue;
      let holder: ts.Node | undefined = pdecl;
      while (holder && !ts.isTypeAliasDeclaration(holder) && !ts.isInterfaceDeclaration(holder)) holder = holder.parent;
      const holderName =
        holder && (ts.isTypeAliasDeclaration(holder) || ts.isInterfaceDeclaration(holder)) ? holder.name.text : '';
      const origin = holderName.replace(/(Own)?Config$/, '').replace(/^I(?=[A-Z])/, '') || sym.name;
      const optional = Boolean(p.flags & ts.SymbolFlags.Optional);
      const declaredType = ts.isPropertySignature(pdecl) || ts.isPropertyDeclaration(pdecl) ? pdecl.type : undefined;
      let typeText = this.typeText(this.checker.getTypeOfSymbolAtLocation(p, decl), decl, declaredType);
      if (optional) typeText = typeText.replace(/ \| undefined$/, '');
      // Tween's NodeConfig params are target values: the node's defaults do not apply to them
      const def =
        sym.name === 'Tween'
          ? origin === 'Tween'
            ? this.facts.tweenDefaults.get(p.name)
            : undefined
          : [sym.name, ...chain, origin]
              .map((c) => this.facts.defaults.get(`${c}.${p.name}`))
              .find((d) => d !== undefined);
      config.push({name: p.name, type: typeText, optional, origin, ...(def !== undefined ? {default: def} : {})});
    }
    return {ctor, config};
  }

  events(name: string): ApiEvent[] {
    const files = EVENT_FILES[name];
    if (!files) return [];
    const names = new Set<string>();
    for (const f of files) for (const e of this.facts.firedEvents.get(f) ?? []) names.add(e);
    if (name === 'Node') for (const e of this.facts.pointerEvents) names.add(e);
    return [...names].sort().map((n) => ({name: n}));
  }

  klass(src: ClassSource): ApiClass {
    const decl = this.classDecl(src);
    const chain = this.parentChain(decl);
    const {own, inherited} = this.classMembers(decl, src.name);
    const {ctor, config} = this.configParams(decl, chain);
    return {
      name: src.name,
      kind: 'class',
      role: src.role,
      extends: chain,
      ...(ctor ? {constructorSignature: ctor} : {}),
      config,
      members: own.sort((a, b) => Number(b.static) - Number(a.static) || a.name.localeCompare(b.name)),
      events: this.events(src.name),
      inherited,
      ...(this.facts.warnsDeprecated.has(`${src.name}#constructor`) ? {deprecated: true} : {}),
    };
  }

  /** A `const X: {...}` object of functions (Util, Easings). */
  namespaceOf(src: ClassSource, constName: string): ApiClass {
    const decl = this.constDecl(src.file, constName);
    const type = this.checker.getTypeAtLocation(decl.name);
    const members = this.checker
      .getPropertiesOfType(type)
      .filter((p) => isPublicName(p.name))
      .map((p) => this.member(p, decl, src.name, true))
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      name: src.name,
      kind: 'namespace',
      role: src.role,
      extends: [],
      config: [],
      members,
      events: [],
      inherited: [],
    };
  }

  filters(src: ClassSource): ApiClass {
    const konva = this.checker.getTypeAtLocation(this.constDecl('_FullInternals', 'Konva').name);
    const filtersSym = konva.getProperty('Filters');
    if (!filtersSym) throw new Error('Konva.Filters not found in _FullInternals.d.ts');
    const filterNames = this.checker
      .getPropertiesOfType(this.checker.getTypeOfSymbol(filtersSym))
      .map((p) => p.name)
      .sort();
    const nodeAttrs = new Set(
      [...this.facts.registeredIn.keys()].filter((k) => k.startsWith('Node.')).map((k) => k.slice('Node.'.length)),
    );
    const filterAttrs: Record<string, string[]> = {};
    const members: ApiMember[] = filterNames.map((name) => {
      const registered = [...this.facts.registeredIn.entries()]
        .filter(([key, file]) => file === `filters/${name}` && key.startsWith('Node.'))
        .map(([key]) => key.slice('Node.'.length));
      const read = (this.facts.filterReads.get(name) ?? []).filter((a) => nodeAttrs.has(a));
      filterAttrs[name] = [...new Set([...registered, ...read])];
      // the function as filters/<Name>.js writes it; Node calls it with the node as `this` (filter.call(this,
      // imageData, ratio))
      const written = this.facts.filterParams.get(name) ?? [{name: 'imageData', optional: false}];
      const params: ApiParam[] = written.map((p) => ({
        name: p.name,
        type: p.name === 'imageData' ? 'ImageData' : p.name === 'pixelRatio' ? 'number' : 'any',
        optional: p.optional,
        rest: false,
      }));
      const paramText = ['this: Node', ...params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`)].join(', ');
      const sig: ApiSignature = {role: 'call', params, returns: 'void', text: `${name}(${paramText}): void`};
      return {
        name,
        kind: 'method',
        static: true,
        signatures: [sig],
        ...(this.isDeprecated('Filters', name) ? {deprecated: true} : {}),
      };
    });
    return {
      name: src.name,
      kind: 'namespace',
      role: src.role,
      extends: [],
      config: [],
      members,
      events: [],
      inherited: [],
      filterAttrs,
    };
  }

  globals(classNames: Set<string>): ApiGlobal[] {
    const decl = this.constDecl('_FullInternals', 'Konva');
    const type = this.checker.getTypeAtLocation(decl.name);
    return this.checker
      .getPropertiesOfType(type)
      .filter((p) => isPublicName(p.name) && !classNames.has(p.name) && !INTERNAL_GLOBALS.has(p.name))
      .map((p): ApiGlobal => {
        const m = this.member(p, decl, 'Konva', true);
        const def = globalDefaultText[p.name] ?? this.facts.globalDefaults.get(p.name);
        const base = {name: p.name, ...(def !== undefined ? {default: def} : {})};
        if (m.kind === 'property') return {...base, kind: 'property', type: m.type ?? 'any'};
        return {...base, kind: 'method', type: m.signatures[0]?.returns ?? 'void', signature: m.signatures[0]};
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

export function extractApi(root: string = konvaRoot()): ApiModel {
  const libDir = path.join(root, 'lib');
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string}).version;
  const x = new Extractor(libDir);
  const classes = classSources.map((src) => {
    if (src.name === 'Filters') return x.filters(src);
    if (src.kind === 'namespace') return x.namespaceOf(src, src.name);
    return x.klass(src);
  });
  const globals = x.globals(new Set(classSources.map((c) => c.name)));
  const names = new Set(classSources.map((c) => c.name));
  const documented = [...x.facts.jsdoc.keys()]
    .map((k) => (jsdocAliases[k] ? `${k.split('#')[0]}#${jsdocAliases[k]}` : k))
    .filter((k) => /^\w+#\w+$/.test(k) && names.has(k.split('#')[0]) && isPublicName(k.split('#')[1]))
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();
  return {version, classes, globals, documented};
}
