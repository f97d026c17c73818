// Turns the model plus the Chinese descriptions into one MDX page per class (and the Konva overview).
import type {ApiClass, ApiConfigParam, ApiMember, ApiModel} from './model';
import type {ClassZh, MemberZh} from '../../data/api-zh/types';
import {classSources, roleLabels, roleOrder} from './classes';
import {cell, code, firstSentence, mdxText, metaDescription, yamlString} from './markdown';
import {groupMembers, MIN_GROUPED} from './topics';
import type {MemberExample} from './examples';

export interface RenderInput {
  model: ApiModel;
  zh: Record<string, ClassZh>;
  /** tutorial route -> title, for the routes that exist as docs */
  docRoutes: Map<string, string>;
  tutorialRoutes: Record<string, string[]>;
  /** live examples by `Class#member` (src/data/api-examples) */
  examples?: Map<string, MemberExample>;
}

export interface Page {
  /** path relative to the generated folder */
  file: string;
  content: string;
}

const MISSING = '（暂无中文说明）';

/** Our text marks a member deprecated when it starts so (`已弃用：……`); the badge follows it as it follows the source. */
const saysDeprecated = (text: string | undefined): boolean => /^\s*已弃用/.test(text ?? '');

/** A JSX string attribute / expression value (JSON is valid JS). */
const jsx = (value: unknown): string => JSON.stringify(value);

/** Default shown in a table: literals in code, prose (Chinese) as Markdown. */
const defaultCell = (d: string): string => (/[\u4e00-\u9fff]/.test(d) ? cell(d) : cell(code(d)));

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
  /** option rows printed on the class page being rendered, with the anchor of the member that shows them */
  private optionRowsShown = new Map<string, string>();
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
      "import ApiSig from '@site/src/components/ApiReference/ApiSig';",
      "import ApiRef from '@site/src/components/ApiReference/ApiRef';",
      "import ApiExample from '@site/src/components/ApiReference/ApiExample';",
      '',
    ].join('\n');
  }

  private tutorials(name: string): string[] {
    const links = (this.input.tutorialRoutes[name] ?? []).filter((r) => this.input.docRoutes.has(r));
    if (!links.length) return [];
    return [
      heading(2, '相关教程', 'tutorials'),
      '',
      ...links.map((r) => `- [${mdxText(this.input.docRoutes.get(r)!)}](${r})`),
      '',
    ];
  }

  private example(doc: ClassZh | undefined): string[] {
    if (!doc?.example) return [];
    const code = doc.example.trim();
    // the first thing under the introduction, on screen when the page opens: in the page's HTML like a tutorial's
    // example (highlighted at build time, started before hydration), not mounted later like the member examples
    return [
      heading(2, '示例', 'example'),
      '',
      `<ApiExample eager height={240} lines={${code.split('\n').length}}>`,
      '',
      '```js live vanilla height=240',
      code,
      '```',
      '',
      '</ApiExample>',
      '',
    ];
  }

  private signatureBlock(m: ApiMember, prefix: string): string[] {
    const lines = m.signatures.length
      ? m.signatures.map((s) => `${prefix}${s.text}`)
      : [`${prefix}${m.name}: ${m.type ?? 'any'}`];
    return [`<ApiSig lines={${jsx(lines)}} />`];
  }

  /** Deprecated when Konva's source says so or our text does. */
  isDeprecated(c: ApiClass, m: ApiMember): boolean {
    return Boolean(m.deprecated) || saysDeprecated(this.memberDesc(c.name, m.name).desc);
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
      `<ApiBadges kind="${m.kind}"${m.static ? ' isStatic' : ''}${this.isDeprecated(c, m) ? ' deprecated' : ''} />`,
      '',
      ...this.signatureBlock(m, prefix),
      '',
      mdxText(zh.desc || MISSING),
      '',
    ];
    if (m.overrides) {
      out.push(
        `这里是 \`Konva.${c.name}\` 上的行为，覆盖了 [${code(`Konva.${m.overrides}#${m.name}`)}](${classRoute(m.overrides)}#${m.name})。`,
        '',
      );
    }
    if (m.default !== undefined) out.push(`默认值：${code(m.default)}`, '');
    if (c.name === 'Filters' && c.filterAttrs) {
      const attrs = c.filterAttrs[m.name] ?? [];
      out.push(
        attrs.length
          ? `读取的节点属性：${attrs.map((a) => `[${code(a)}](/api/Konva.Node.html#${a})`).join('、')}`
          : '读取的节点属性：无（不需要额外参数）。',
        '',
      );
    }
    const call = m.kind === 'method' ? m.signatures : [];
    // a parameter missing from some overloads is optional (on(evtStr, handler) / on(evtStr, selector, handler))
    const params = call
      .flatMap((s) => s.params)
      .filter((p, i, all) => all.findIndex((q) => q.name === p.name) === i)
      .map((p) => ({...p, optional: p.optional || call.some((s) => !s.params.some((q) => q.name === p.name))}));
    // every filter takes the same imageData from Konva; the attributes it reads are what matter
    if (params.length && c.name !== 'Filters') {
      out.push('<ApiTable kind="params">', '', '| 参数 | 类型 | 说明 |', '| --- | --- | --- |');
      for (const p of params) {
        out.push(
          `| ${code(p.rest ? `...${p.name}` : p.name)}${p.optional ? '（可选）' : ''} | ${cell(code(p.type))} | ${cell(zh.params[p.name] ?? '')} |`,
        );
      }
      out.push('', '</ApiTable>', '');
    }
    if (m.options) {
      const texts = this.zh(c.name)?.options?.[m.name] ?? {};
      const rows = m.options.rows.map(
        (o) =>
          `| ${code(o.name)}${o.optional ? '' : '（必填）'} | ${cell(code(o.type))} | ${o.default !== undefined ? defaultCell(o.default) : ''} | ${cell(texts[o.name] ?? MISSING)} |`,
      );
      // export methods share most of their options: a row already shown on this page becomes a link to it
      const seen = rows.map((row) => this.optionRowsShown.get(row));
      const own = rows.filter((_, i) => !seen[i]);
      const shared = m.options.rows.filter((_, i) => seen[i]);
      out.push(`${code(m.options.param)} 的属性：`, '');
      if (own.length)
        out.push(
          '<ApiTable kind="options">',
          '',
          '| 属性 | 类型 | 默认值 | 说明 |',
          '| --- | --- | --- | --- |',
          ...own,
          '',
          '</ApiTable>',
          '',
        );
      if (shared.length) {
        const first = seen.find(Boolean)!;
        out.push(
          `${own.length ? '以及' : ''}与 [${code(first)}](#${first}) 相同的 ${shared.map((o) => code(o.name)).join('、')}（类型、默认值和说明见那里）。`,
          '',
        );
      }
      rows.forEach((row, i) => {
        if (!seen[i]) this.optionRowsShown.set(row, this.memberAnchor(c, m));
      });
    }
    const returns = call[0]?.returns;
    if (returns && returns !== 'void')
      out.push(`返回：${cell(code(returns))}${zh.returns ? ` — ${mdxText(zh.returns)}` : ''}`, '');
    const example = this.input.examples?.get(`${c.name}#${m.name}`);
    if (example) {
      const code = example.code.trim();
      out.push(
        example.hint ? `**示例**：${mdxText(example.hint)}` : '**示例**',
        '',
        `<ApiExample height={${example.height}} lines={${code.split('\n').length}}>`,
        '',
        `\`\`\`js live vanilla height=${example.height}`,
        code,
        '```',
        '',
        '</ApiExample>',
        '',
      );
    }
    return out;
  }

  /** Own members under topic headings (位置与尺寸, 变换 ...), or one list for a class with few members. */
  private memberSections(c: ApiClass): string[] {
    const out: string[] = [];
    if (c.kind === 'namespace' || c.members.length < MIN_GROUPED) {
      out.push(heading(2, c.kind === 'namespace' ? this.namespaceSection(c) : '属性与方法', 'members'), '');
      for (const m of c.members) out.push(...this.member(c, m));
      return out;
    }
    const filterAttrs = new Set(Object.values(this.byName.get('Filters')?.filterAttrs ?? {}).flat());
    const groups = groupMembers(c, [...new Set(c.members.map((m) => m.name))], filterAttrs);
    out.push(`<span id="members" />`, '');
    for (const g of groups) {
      out.push(heading(2, g.title, g.id), '');
      if (g.id === 'topic-filter-attrs')
        out.push(
          '这些属性只在节点[缓存](#cache)后、由 [`filters`](#filters) 中对应的滤镜读取，单独设置不会改变外观。',
          '',
        );
      for (const name of g.names)
        for (const m of c.members.filter((x) => x.name === name)) out.push(...this.member(c, m));
    }
    return out;
  }

  /** Tween's NodeConfig params are the values the node animates to: a list of targets, not Node's 获取或设置 text. */
  private tweenTargets(c: ApiClass, rows: ApiConfigParam[]): string[] {
    const out = [
      '**目标值**：动画结束时节点的属性值。下表是 `Konva.Node` 的数值属性；图形的数值属性（如 `radius`、`cornerRadius`）、数值数组（如 `points`）和颜色 `fill`、`stroke`、`shadowColor` 同样可以作为目标值，其他类型的属性不会渐变。',
      '',
      '<ApiTable kind="members">',
      '',
      '| 属性 | 类型 | 说明 |',
      '| --- | --- | --- |',
    ];
    // only attributes with a getter/setter: a config-only alias (rotationDeg) is not animated under its own name
    const isMember = (p: ApiConfigParam): boolean =>
      Boolean(this.byName.get(p.origin)?.members.some((m) => m.name === p.name && m.kind === 'getset'));
    for (const p of rows.filter((r) => /^(number|Vector2d|number\[\])$/.test(r.type) && isMember(r))) {
      out.push(
        `| ${code(p.name)} | ${cell(code(p.type))} | 结束时的 [${code(p.name)}](${classRoute(p.origin)}#${p.name}) |`,
      );
    }
    out.push('', '</ApiTable>', '');
    return out;
  }

  classPage(c: ApiClass, position: number): Page {
    this.optionRowsShown = new Map();
    const doc = this.zh(c.name);
    const summary = doc?.summary.trim() || MISSING;
    const out = [
      this.frontMatter(
        `Konva.${c.name}`,
        c.name,
        classRoute(c.name),
        metaDescription(summary, `Konva.${c.name}`),
        position,
      ),
      ...(c.deprecated || saysDeprecated(summary) ? ['<ApiBadges deprecated />', ''] : []),
      mdxText(summary),
      '',
    ];
    if (c.extends.length) {
      const chain = [code(`Konva.${c.name}`), ...c.extends.map((p) => `[${code(`Konva.${p}`)}](${classRoute(p)})`)];
      out.push(`**继承关系**：${chain.join(' → ')}`, '');
    }
    out.push(...this.example(doc), ...this.tutorials(c.name));
    if (c.constructorSignature) {
      out.push(
        heading(2, '构造函数', 'constructor'),
        '',
        `<ApiSig lines={${jsx([c.constructorSignature.text])}} />`,
        '',
      );
      if (c.config.length) {
        out.push('`config` 对象的属性（都可省略，除非标明必填）：', '');
        for (const origin of [c.name, ...c.extends, ...new Set(c.config.map((p) => p.origin))].filter(
          (o, i, all) => all.indexOf(o) === i,
        )) {
          const rows = c.config.filter((p) => p.origin === origin);
          if (!rows.length) continue;
          const link = `[${code(`Konva.${origin}`)}](${classRoute(origin)})`;
          // Tween's config repeats NodeConfig without inheriting from Node: those are target values, not inherited
          // params
          const label =
            origin === c.name
              ? `${code(`Konva.${c.name}`)} 自身的参数`
              : c.extends.includes(origin)
                ? `继承自 ${link} 的参数`
                : this.byName.has(origin)
                  ? `与 ${link} 同名的属性`
                  : `${code(origin)} 参数`;
          if (c.name === 'Tween' && origin !== c.name) {
            out.push(...this.tweenTargets(c, rows));
            continue;
          }
          out.push(
            `**${label}**`,
            '',
            '<ApiTable kind="config">',
            '',
            '| 参数 | 类型 | 默认值 | 说明 |',
            '| --- | --- | --- | --- |',
          );
          for (const p of rows) {
            const d = this.configDesc(c, p);
            // inherited params: one line and a link to the member, whose section has the rest
            const inheritedRow = origin !== c.name && d.link;
            const name = inheritedRow ? `[${code(p.name)}](${d.link})` : code(p.name);
            const text = inheritedRow ? firstSentence(d.text) : d.text;
            out.push(
              `| ${name}${p.optional ? '' : '（必填）'} | ${cell(code(p.type))} | ${p.default !== undefined ? cell(code(p.default)) : ''} | ${cell(text || MISSING)} |`,
            );
          }
          out.push('', '</ApiTable>', '');
        }
      }
    }
    if (c.members.length) out.push(...this.memberSections(c));
    if (c.events.length) {
      out.push(heading(2, '事件', 'events'), '');
      if (doc?.eventsIntro) out.push(mdxText(doc.eventsIntro), '');
      out.push("用 `node.on('事件名', (evt) => { … })` 监听，见 [`on`](/api/Konva.Node.html#on)。", '');
      out.push('<ApiTable kind="members">', '', '| 事件 | 说明 |', '| --- | --- |');
      for (const e of c.events) {
        out.push(
          `| <ApiRef id=${jsx(this.eventAnchor(e.name))} name=${jsx(e.name)} /> | ${cell(doc?.events?.[e.name] || MISSING)} |`,
        );
      }
      out.push('', '</ApiTable>', '');
    }
    const pageNames = new Set(c.members.map((m) => m.name));
    for (const g of c.inherited) {
      const names = g.members.filter((n) => !pageNames.has(n));
      names.forEach((n) => pageNames.add(n));
      const events = this.byName.get(g.from)?.events ?? [];
      if (!names.length && !events.length) continue;
      out.push(heading(2, `继承自 Konva.${g.from}`, `inherited-from-${g.from}`), '');
      if (names.length) {
        out.push(`以下成员由 [${code(`Konva.${g.from}`)}](${classRoute(g.from)}) 声明，点名称看完整签名与说明。`, '');
        out.push('<ApiTable kind="members">', '', '| 成员 | 说明 |', '| --- | --- |');
        for (const name of names) {
          const owner = this.byName.get(g.from)?.members.find((m) => m.name === name);
          const desc = firstSentence(this.memberDesc(g.from, name).desc) || MISSING;
          const deprecated =
            owner && this.isDeprecated(this.byName.get(g.from)!, owner) && !saysDeprecated(desc) ? '已弃用。' : '';
          out.push(
            `| <ApiRef id=${jsx(name)} name=${jsx(name)} to=${jsx(`${classRoute(g.from)}#${name}`)} /> | ${cell(deprecated + desc)} |`,
          );
        }
        out.push('', '</ApiTable>', '');
      }
      if (events.length) {
        out.push(
          `事件：${events.map((e) => `[${code(e.name)}](${classRoute(g.from)}#${this.eventAnchor(e.name)})`).join('、')}`,
          '',
        );
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
      this.frontMatter('Konva', 'Konva', '/api/Konva.html', metaDescription(summary, 'Konva'), 1),
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
      out.push(heading(3, g.name, g.name), '', `<ApiBadges kind="${g.kind}" isStatic />`, '');
      out.push(
        `<ApiSig lines={${jsx([g.signature ? `Konva.${g.signature.text}` : `Konva.${g.name}: ${g.type}`])}} />`,
        '',
      );
      out.push(mdxText(zh.desc || MISSING), '');
      if (g.default !== undefined && g.kind === 'property')
        out.push(`默认值：${/[\u4e00-\u9fff]/.test(g.default) ? mdxText(g.default) : code(g.default)}`, '');
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
      const filterAttrs = new Set(Object.values(this.byName.get('Filters')?.filterAttrs ?? {}).flat());
      const topicIds =
        c.kind === 'class' && c.members.length >= MIN_GROUPED
          ? groupMembers(c, [...new Set(c.members.map((m) => m.name))], filterAttrs).map((g) => g.id)
          : [];
      const ids = [
        ...sections,
        ...topicIds,
        ...own,
        ...inherited,
        ...c.events.map((e) => this.eventAnchor(e.name)),
        ...c.inherited.map((g) => `inherited-from-${g.from}`),
      ];
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) dup.push(`${c.name}#${id}`);
        seen.add(id);
      }
    }
    return dup;
  }
}
