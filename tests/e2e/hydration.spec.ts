// What React does right after a page has hydrated. Work there blocks the main thread while the reader starts to
// scroll (Lighthouse's total blocking time): the theme re-rendered hundreds of components the reader cannot see,
// the closed mobile drawer's menus, every sidebar category and navbar item (src/theme/Navbar, src/theme/DocSidebar,
// src/plugins/speed/static-categories). Counted with React's DevTools hook: each commit's components that rendered.
import {test, expect, gotoHydrated} from './fixtures';

type Commit = {rendered: number; where: string[]};

/** Installs a stand-in for the React DevTools hook that records, per commit, the components that rendered in it. */
const recordCommits = () => {
  const commits: Commit[] = [];
  (window as unknown as {reactCommits: Commit[]}).reactCommits = commits;
  const PERFORMED_WORK = 1; // a fiber flag React sets when a component's render ran; only DevTools reads it
  type Fiber = {
    flags: number;
    type: unknown;
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  };
  const walk = (root: Fiber, visit: (f: Fiber) => void) => {
    const stack = [root];
    while (stack.length) {
      const f = stack.pop()!;
      visit(f);
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  };
  const near = (f: Fiber): string => {
    let c: Fiber | null = f;
    while (c && typeof c.type !== 'string') c = c.child;
    return c && c.stateNode instanceof Element
      ? `${c.stateNode.tagName.toLowerCase()}.${c.stateNode.classList[0] ?? ''}`
      : '';
  };
  (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: {current: Fiber}) => {
      const commit: Commit = {rendered: 0, where: []};
      walk(root.current, (f) => {
        if (f.flags & PERFORMED_WORK && typeof f.type !== 'string' && f.tag !== 3) {
          commit.rendered++;
          if (commit.where.length < 40) commit.where.push(near(f));
        }
        // cleared, so that the next commit shows only what rendered again
        f.flags &= ~PERFORMED_WORK;
        if (f.alternate) f.alternate.flags &= ~PERFORMED_WORK;
      });
      commits.push(commit);
    },
  };
};

// A phone's width: below the theme's breakpoint (src/config/layout.ts), where the drawer and the mobile sidebar come
// in.
test.use({viewport: {width: 412, height: 823}});

for (const route of ['/docs/shapes/Rect.html', '/api/Konva.Node.html']) {
  test(`on a phone, React re-renders little after hydrating ${route}`, async ({page}) => {
    await page.addInitScript(recordCommits);
    await gotoHydrated(page, route);
    // the drawer's panel mounts once the theme has measured the screen: the post-hydration updates have run
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const [hydration, ...after] = await page.evaluate(
      () => (window as unknown as {reactCommits: Commit[]}).reactCommits,
    );
    expect(hydration!.rendered).toBeGreaterThan(500);
    const rendered = after.reduce((sum, c) => sum + c.rendered, 0);
    // ~180 today; the theme's own re-renders were ~1,300 (the drawer's menus twice, 20 categories, the navbar items)
    expect(rendered, JSON.stringify(after.map((c) => c.where))).toBeLessThan(300);
    // the closed drawer renders no menu
    expect(
      after
        .flatMap((c) => c.where)
        .filter((w) => w.startsWith('li.menu__list-item') || w.startsWith('li.theme-doc-sidebar-item')),
    ).toEqual([]);
  });
}

test('an API page hydrates its member sections as kept server HTML, not as components', async ({page}) => {
  await page.addInitScript(recordCommits);
  await gotoHydrated(page, '/api/Konva.Node.html');
  const [hydration] = await page.evaluate(() => (window as unknown as {reactCommits: Commit[]}).reactCommits);
  // ~860 today (navbar, sidebars, the class example); 3,242 when the content and the table of contents hydrated too
  expect(hydration!.rendered).toBeGreaterThan(500);
  expect(hydration!.rendered).toBeLessThan(1200);
});
