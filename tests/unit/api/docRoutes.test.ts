import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docRoute, listDocRoutes} from '../../../src/plugins/api-reference/docRoutes';

describe('tutorial routes for the API pages', () => {
  it('reads a title with quotes in it', () => {
    const source =
      "---\ntitle: 一次绑定多个事件：'click tap' 与事件顺序\nslug: /docs/events/Multi_Event.html\n---\n\n正文";
    expect(docRoute(source)).toEqual({
      slug: '/docs/events/Multi_Event.html',
      title: "一次绑定多个事件：'click tap' 与事件顺序",
    });
  });

  it('reads quoted values and skips a page without a slug', () => {
    expect(docRoute('---\ntitle: "按名称 \\"name\\" 选择"\nslug: \'/docs/a.html\'\n---\n')).toEqual({
      slug: '/docs/a.html',
      title: '按名称 "name" 选择',
    });
    expect(docRoute('---\ntitle: 无地址\n---\n')).toBeUndefined();
  });

  it('gives every tutorial in content/docs a title of its own', () => {
    const routes = listDocRoutes(path.join(__dirname, '../../../content/docs'));
    expect(routes.size).toBeGreaterThan(100);
    const untitled = [...routes]
      .filter(([slug, title]) => title === slug || title.startsWith('/'))
      .map(([slug]) => slug);
    expect(untitled).toEqual([]);
  });
});
