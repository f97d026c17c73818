// The layout sweep's checks, run inside the page (passed to page.evaluate, so the function must be self-contained).
// Each problem is one line naming the element, so a failure says what to look at without a screenshot.

export interface AuditOptions {
  /** Smallest tap target side in CSS px (WCAG 2.2 target size, minimum). */
  minTarget: number;
  /** Only the interactive elements inside this element count (e.g. an open drawer over the page). */
  root?: string;
}

export function auditLayout({minTarget, root}: AuditOptions): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;

  const describe = (el: Element): string => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
  };

  if (document.documentElement.scrollWidth > vw + 1) {
    // name the widest offenders: elements whose right edge passes the viewport
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > vw + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= vw + 1)
      .slice(0, 3)
      .map(describe);
    problems.push(
      `horizontal scroll: document is ${document.documentElement.scrollWidth} px wide in ${vw} px (${wide.join(', ')})`,
    );
  }

  // The part of an element a reader can see: its box cut by every ancestor that clips (overflow) and by the viewport.
  const visibleBox = (el: Element): DOMRect | null => {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return null;
    const r = el.getBoundingClientRect();
    let left = r.left;
    let top = r.top;
    let right = r.right;
    let bottom = r.bottom;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.clipPath !== 'none' || cs.clip !== 'auto') {
        const ar = a.getBoundingClientRect();
        left = Math.max(left, ar.left);
        top = Math.max(top, ar.top);
        right = Math.min(right, ar.right);
        bottom = Math.min(bottom, ar.bottom);
      }
    }
    // The sticky navbar is drawn over the page: what lies under it is out of sight, as if scrolled away.
    const navbar = document.querySelector('nav.navbar');
    if (navbar && !navbar.contains(el) && !root) top = Math.max(top, navbar.getBoundingClientRect().bottom);
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, vw);
    bottom = Math.min(bottom, vh);
    // 1-px boxes are the visually hidden pattern (screen-reader text), not something to tap
    if (right - left < 2 || bottom - top < 2) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  };

  // Navbar entries must each sit on one line: a wrapped label (教/程) is the navbar running out of room.
  for (const el of Array.from(
    document.querySelectorAll(
      '.navbar__inner a.navbar__item, .navbar__inner .navbar__title, .navbar__inner .navbar__link',
    ),
  )) {
    if (!visibleBox(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top + r.height / 2)),
    );
    const lines = [...tops].sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > 4).length;
    if (lines > 1) problems.push(`navbar item on ${lines} lines: ${describe(el)}`);
  }

  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
  const scope = root ? document.querySelector(root) : document;
  if (!scope) return [`no ${root} on the page`];
  const all = Array.from(scope.querySelectorAll(selector)).filter((el) => !el.closest('[aria-hidden="true"], [inert]'));
  // An interactive element inside another (a button in a link) is one target: keep the outermost.
  const targets = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
  const shown = targets
    .map((el) => ({el, box: visibleBox(el)}))
    .filter((t): t is {el: Element; box: DOMRect} => t.box !== null);

  // Links inside running text are exempt from the size rule (WCAG 2.5.8, "inline"): their size is the sentence's.
  const inText = (el: Element): boolean => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const parent = el.parentElement;
    return (
      !!parent &&
      Array.from(parent.childNodes).some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      )
    );
  };
  const boxesOf = (el: Element): DOMRect[] => {
    const rects = Array.from(el.getClientRects()).filter((r) => r.width >= 1 && r.height >= 1);
    return rects.length ? rects : [el.getBoundingClientRect()];
  };
  const overlap = (a: DOMRect, b: DOMRect): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

  const onSurface = (control: DOMRect, surface: DOMRect): boolean =>
    control.left >= surface.left &&
    control.right <= surface.right &&
    control.top >= surface.top &&
    control.bottom <= surface.bottom &&
    control.width * control.height * 4 <= surface.width * surface.height;

  for (let i = 0; i < shown.length; i++) {
    const {el, box} = shown[i];
    // A link wrapping over two lines has no text at its box's centre: aim at the middle of its first visible line.
    const line = boxesOf(el).find(
      (r) => r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right,
    );
    const aim = line && line.width * line.height < box.width * box.height ? line : box;
    const x = Math.max(aim.left, box.left) + (Math.min(aim.right, box.right) - Math.max(aim.left, box.left)) / 2;
    const y = Math.max(aim.top, box.top) + (Math.min(aim.bottom, box.bottom) - Math.max(aim.top, box.top)) / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit) && !(hit instanceof HTMLIFrameElement && el.contains(hit))) {
      const coverer = hit.closest(selector) ?? hit;
      problems.push(`covered: ${describe(el)} at ${Math.round(x)},${Math.round(y)} is under ${describe(coverer)}`);
    }
    for (let j = i + 1; j < shown.length; j++) {
      const other = shown[j];
      if (!overlap(box, other.box)) continue;
      // A control placed on an interactive surface (暂停动画 on the home page's canvas) is not an overlap: it takes
      // the taps on its own small area and leaves the rest of the surface, whose own centre is checked above.
      if (onSurface(box, other.box) || onSurface(other.box, box)) continue;
      if (boxesOf(el).some((a) => boxesOf(other.el).some((b) => overlap(a, b))))
        problems.push(`overlap: ${describe(el)} and ${describe(other.el)}`);
    }
    const rect = el.getBoundingClientRect();
    if ((rect.width < minTarget || rect.height < minTarget) && !inText(el)) {
      // The spacing exception: a small target is fine when a circle of minTarget around its centre touches no other.
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const r = minTarget / 2;
      const crowded = shown.some(({el: o}) => {
        if (o === el) return false;
        const b = o.getBoundingClientRect();
        const dx = Math.max(b.left - cx, 0, cx - b.right);
        const dy = Math.max(b.top - cy, 0, cy - b.bottom);
        return dx * dx + dy * dy < r * r;
      });
      if (crowded) problems.push(`small target ${Math.round(rect.width)}×${Math.round(rect.height)}: ${describe(el)}`);
    }
  }
  return problems;
}
