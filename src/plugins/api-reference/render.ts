// Turns the model plus the Chinese descriptions into one MDX page per class (and the Konva overview).
import type {ApiClass, ApiConfigParam, ApiMember, ApiModel} from './model';
import type {ClassZh, MemberZh} from '../../data/api-zh/types';
import {classSources, roleLabels, roleOrder} from './classes';
import {cell, code, firstSentence, mdxText, yamlString} from './markdown';

export interface RenderInput {
  model: ApiModel;
  zh: Record<string, ClassZh>;
  /** tutorial route -> title, for the routes that exist as docs */
  docRoutes: Map<string, string>;
  tutorialRoutes: Record<string, string[]>;
}

export interface Page {
  /** path relative to the generated folder */
  file: string;
  content: string;
}

const MISSING = '（暂无中文说明）';

export const classRoute = (name: string): string => (name === 'Konva' ? '/api/Konva.html' : `/api/Konva.${name}.html`);

function memberText(entry: MemberZh | undefined): {desc: string; params: Record<string, string>; returns?: string} {
  if (entry === undefined) return {desc: '', params: {}};
  if (typeof entry === 'string') return {desc: entry, params: {}};
  return {desc: entry.desc, params: entry.params ?? {}, returns: entry.returns};
}

/** Heading with an explicit id, so the anchor is the member name exactly (`#getClientRect`, not a slug). */
const heading = (level: 2 | 3, text: string, id: string): string => `${'#'.repeat(level)} ${text} {/* #${id} */}`;

export class Renderer {
  private readonly byName: Map<string, ApiClass>;
  /** names of every member of every class: an event sharing one gets `<name>-event` as its anchor */
  private readonly memberNames: Set<string>;

  constructor(private readonly input: RenderInput) {
    this.byName = new Map(input.model.classes.map((c) => [c.name, c]));
    this.memberNames = new Set(input.model.classes.flatMap((c) => c.members.map((m) => m.name)));
  }

  eventAnchor(name: string): string {
    return this.memberNames.has(name) ? `${name}-event` : name;
  }

  private zh(file: string): ClassZh | undefined {
    return this.input.zh[file];
  }

  private memberDesc(owner: string, name: string): ReturnType<typeof memberText> {
    return memberText(this.zh(owner)?.members[name]);
  }

  /** Class declaring `name` on the page of `c` (itself or the nearest parent). */
  private declaringClass(c: ApiClass, name: string): string | undefined {
    if (c.members.some((m) => m.name === name)) return c.name;
    return c.inherited.find((g) => g.members.includes(name))?.from;
  }

  private configDesc(c: ApiClass, p: ApiConfigParam): {text: string; link?: string} {
    const own = this.zh(p.origin)?.config?.[p.name] ?? this.zh(c.name)?.config?.[p.name];
    if (own) return {text: own};
    const origin = this.byName.get(p.origin);
    const owner = this.declaringClass(c, p.name) ?? (origin ? this.declaringClass(origin, p.name) : undefined);
    if (owner) return {text: this.memberDesc(owner, p.name).desc, link: `${classRoute(owner)}#${p.name}`};
    return {text: ''};
  }

  private frontMatter(title: string, label: string, slug: string, description: string, position: number): string {
    return [
      '---',
      `title: ${yamlString(title)}`,
      `sidebar_label: ${yamlString(label)}`,
      `sidebar_position: ${position}`,
      `description: ${yamlString(description)}`,
      `slug: ${slug}`,
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 3',
      '---',
      '',
      "import ApiBadges from '@site/src/components/ApiReference/ApiBadges';",
      "import ApiTable from '@site/src/components/ApiReference/ApiTable';",
      '',
    ].join('\n');
  }

  private tutorials(name: string): string[] {
    const links = (this.input.tutorialRoutes[name] ?? []).filter((r) => this.input.docRoutes.has(r));
    if (!links.length) return [];
    return [heading(2, '相关教程', 'tutorials'), '', ...links.map((r) => `- [${mdxText(this.input.docRoutes.get(r)!)}](${r})`), ''];
  }

  private example(doc: ClassZh | undefined): string[] {
    if (!doc?.example) return [];
    return [heading(2, '示例', 'example'), '', '```js live vanilla height=240', doc.example.trim(), '```', ''];
  }

  private signatureBlock(m: ApiMember, prefix: string): string[] {
    const lines = m.signatures.length ? m.signatures.map((s) => `${prefix}${s.text}`) : [`${prefix}${m.name}: ${m.type ?? 'any'}`];
    return ['```ts', ...lines, '```'];
  }

  /** A static member sharing its name with an instance member (Transformer.isTransforming) gets `<name>-static`. */
  memberAnchor(c: ApiClass, m: ApiMember): string {
    return m.static && c.members.some((o) => !o.static && o.name === m.name) ? `${m.name}-static` : m.name;
  }

  private member(c: ApiClass, m: ApiMember): string[] {
    const zh = this.memberDesc(c.name, m.name);
    const prefix = m.static ? `Konva.${c.name}.` : '';
    const out = [
      heading(3, m.name, this.memberAnchor(c, m)),
      '',
      `<ApiBadges kind="${m.kind}"${m.static ? ' isStatic' : ''}${m.deprecated ? ' deprecated' : ''} />`,
      '',
      ...this.signatureBlock(m, prefix),
      '',
      mdxText(zh.desc || MISSING),
      '',
    ];
    if (m.default !== undefined) out.push(`默认值：${code(m.default)}`, '');
    if (c.name === 'Filters' && c.filterAttrs) {
      const attrs = c.filterAttrs[m.name] ?? [];
      out.push(
        attrs.length ? `读取的节点属性：${attrs.map((a) => `[${code(a)}](/api/Konva.Node.html#${a})`).join('、')}` : '读取的节点属性：无（不需要额外参数）。',
        '',
      );
    }
    const call = m.kind === 'method' ? m.signatures : [];
    const params = call.flatMap((s) => s.params).filter((p, i, all) => all.findIndex((q) => q.name === p.name) === i);
    // every filter takes the same imageData from Konva; the attributes it reads are what matter
    if (params.length && c.name !== 'Filters') {
      out.push('<ApiTable kind="params">', '', '| 参数 | 类型 | 说明 |', '| --- | --- | --- |');
      for (const p of params) {
        out.push(`| ${code(p.rest ? `...${p.name}` : p.name)}${p.optional ? '（可选）' : ''} | ${cell(code(p.type))} | ${cell(zh.params[p.name] ?? '')} |`);
      }
      out.push('', '</ApiTable>', '');
    }
    const returns = call[0]?.returns;
    if (returns && returns !== 'void') out.push(`返回：${cell(code(returns))}${zh.returns ? ` — ${mdxText(zh.returns)}` : ''}`, '');
    return out;
  }

  classPage(c: ApiClass, position: number): Page {
    const doc = this.zh(c.name);
    const summary = doc?.summary.trim() || MISSING;
    const out = [this.frontMatter(`Konva.${c.name}`, c.name, classRoute(c.name), firstSentence(summary), position), mdxText(summary), ''];
    if (c.extends.length) {
      const chain = [code(`Konva.${c.name}`), ...c.extends.map((p) => `[${code(`Konva.${p}`)}](${classRoute(p)})`)];
      out.push(`**继承关系**：${chain.join(' → ')}`, '');
    }
    out.push(...this.example(doc), ...this.tutorials(c.name));
    if (c.constructorSignature) {
      out.push(heading(2, '构造函数', 'constructor'), '', '```ts', c.constructorSignature.text, '```', '');
      if (c.config.length) {
        out.push('`config` 对象的属性（都可省略，除非标明必填）：', '');
        for (const origin of [c.name, ...c.extends, ...new Set(c.config.map((p) => p.origin))].filter((o, i, all) => all.indexOf(o) === i)) {
          const rows = c.config.filter((p) => p.origin === origin);
          if (!rows.length) continue;
          const link = `[${code(`Konva.${origin}`)}](${classRoute(origin)})`;
          // Tween's config repeats NodeConfig without inheriting from Node: those are target values, not inherited params
          const label =
            origin === c.name
              ? `${code(`Konva.${c.name}`)} 自身的参数`
              : c.extends.includes(origin)
                ? `继承自 ${link} 的参数`
                : this.byName.has(origin)
                  ? `与 ${link} 同名的属性`
                  : `${code(origin)} 参数`;
          out.push(`**${label}**`, '', '<ApiTable kind="config">', '', '| 参数 | 类型 | 默认值 | 说明 |', '| --- | --- | --- | --- |');
          for (const p of rows) {
            const d = this.configDesc(c, p);
            out.push(
              `| ${code(p.name)}${p.optional ? '' : '（必填）'} | ${cell(code(p.type))} | ${p.default !== undefined ? cell(code(p.default)) : ''} | ${cell(d.text || MISSING)} |`,
            );
          }
          out.push('', '</ApiTable>', '');
        }
      }
    }
    if (c.members.length) {
      out.push(heading(2, c.kind === 'namespace' ? this.namespaceSection(c) : '属性与方法', 'members'), '');
      for (const m of c.members) out.push(...this.member(c, m));
    }
    if (c.events.length) {
      out.push(heading(2, '事件', 'events'), '');
      if (doc?.eventsIntro) out.push(mdxText(doc.eventsIntro), '');
      for (const e of c.events) {
        out.push(heading(3, e.name, this.eventAnchor(e.name)), '', '```ts', `node.on('${e.name}', (evt) => { /* ... */ });`, '```', '');
        out.push(mdxText(doc?.events?.[e.name] || MISSING), '');
      }
    }
    const pageNames = new Set(c.members.map((m) => m.name));
    for (const g of c.inherited) {
      out.push(heading(2, `继承自 Konva.${g.from}`, `inherited-from-${g.from}`), '');
      out.push(`以下成员由 [${code(`Konva.${g.from}`)}](${classRoute(g.from)}) 声明，完整签名见该页。`, '');
      for (const name of g.members) {
        if (pageNames.has(name)) continue;
        pageNames.add(name);
        const owner = this.byName.get(g.from)?.members.find((m) => m.name === name);
        const desc = firstSentence(this.memberDesc(g.from, name).desc) || MISSING;
        out.push(
          heading(3, name, name),
          '',
          `${owner ? `<ApiBadges kind="${owner.kind}" /> ` : ''}${mdxText(desc)} [详见 ${code(`Konva.${g.from}#${name}`)}](${classRoute(g.from)}#${name})`,
          '',
        );
      }
      const events = this.byName.get(g.from)?.events ?? [];
      if (events.length) {
        out.push(`事件：${events.map((e) => `[${code(e.name)}](${classRoute(g.from)}#${this.eventAnchor(e.name)})`).join('、')}`, '');
      }
    }
    return {file: `${classSources.find((s) => s.name === c.name)!.role}/Konva.${c.name}.mdx`, content: out.join('\n')};
  }

  private namespaceSection(c: ApiClass): string {
    if (c.name === 'Filters') return '滤镜';
    if (c.name === 'Easings') return '缓动函数';
    return '工具函数';
  }

  overviewPage(): Page {
    const {model} = this.input;
    const doc = this.zh('Konva');
    const summary = doc?.summary.trim() || MISSING;
    const out = [
      this.frontMatter('Konva', 'Konva', '/api/Konva.html', firstSentence(summary), 1),
      mdxText(summary),
      '',
      `本参考对应 Konva ${model.version}，由本站构建时从安装的 \`konva\` 包生成。`,
      '',
      ...this.tutorials('Konva'),
      heading(2, '全局设置与函数', 'globals'),
      '',
    ];
    for (const g of model.globals) {
      const zh = memberText(doc?.globals?.[g.name]);
      out.push(heading(3, g.name, g.name), '', `<ApiBadges kind="${g.kind}" isStatic />`, '', '```ts');
      out.push(g.signature ? `Konva.${g.signature.text}` : `Konva.${g.name}: ${g.type}`, '```', '');
      out.push(mdxText(zh.desc || MISSING), '');
      if (g.default !== undefined && g.kind === 'property') out.push(`默认值：${code(g.default)}`, '');
    }
    out.push(heading(2, '类与命名空间', 'classes'), '');
    for (const role of roleOrder) {
      const classes = model.classes.filter((c) => c.role === role);
      if (!classes.length) continue;
      out.push(heading(3, roleLabels[role], `role-${role}`), '');
      for (const c of classes) {
        const line = firstSentence(this.zh(c.name)?.summary ?? '') || MISSING;
        out.push(`- [${code(`Konva.${c.name}`)}](${classRoute(c.name)})：${mdxText(line)}`);
      }
      out.push('');
    }
    return {file: 'Konva.mdx', content: out.join('\n')};
  }

  categories(): Page[] {
    return roleOrder.map((role, i) => ({
      file: `${role}/_category_.json`,
      content: `${JSON.stringify({label: roleLabels[role], position: i + 2, collapsed: false}, null, 2)}\n`,
    }));
  }

  pages(): Page[] {
    const {model} = this.input;
    const ids = this.duplicateAnchors();
    if (ids.length) throw new Error(`API pages would have duplicate anchors: ${ids.join(', ')}`);
    return [this.overviewPage(), ...this.categories(), ...model.classes.map((c, i) => this.classPage(c, i + 1))];
  }

  /** Member, event and section anchors must be unique within a page. */
  duplicateAnchors(): string[] {
    const dup: string[] = [];
    const sections = ['example', 'tutorials', 'constructor', 'members', 'events'];
    for (const c of this.input.model.classes) {
      const own = c.members.map((m) => this.memberAnchor(c, m));
      const inherited = [...new Set(c.inherited.flatMap((g) => g.members))].filter((n) => !own.includes(n));
      const ids = [...sections, ...own, ...inherited, ...c.events.map((e) => this.eventAnchor(e.name)), ...c.inherited.map((g) => `inherited-from-${g.from}`)];
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) dup.push(`${c.name}#${id}`);
        seen.add(id);
      }
    }
    return dup;
  }
}
