// The zIndex page claims the red card stays under group B whatever its index: in every flavour the red card
// must actually overlap group B (and the cards each other), or the example shows nothing. All of it within
// 326 px, the example's width on a 360 px phone.
import {describe, expect, it} from 'vitest';
import {docPage} from './zh';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const num = (re: RegExp, code: string, what: string) => {
  const m = re.exec(code);
  if (!m) throw new Error(`${what}: ${re} not found`);
  return m.slice(1).map(Number);
};

const page = docPage('groups_and_layers/zIndex.mdx');
const blocks = [...page.matchAll(/```(\w+) live[^\n]*\n([\s\S]*?)\n```/g)].map((m) => ({lang: m[1]!, code: m[2]!}));

function geometry(code: string, lang: string): {cards: Box[]; groupB: Box} {
  let cards: Box[];
  if (lang === 'js') {
    const [x0, dx, y0, dy, w, h] = num(
      /x: (\d+) \+ i \* (\d+), y: (\d+) \+ i \* (\d+), width: (\d+), height: (\d+)/,
      code,
      'cards',
    );
    cards = [0, 1, 2].map((i) => ({x: x0! + i * dx!, y: y0! + i * dy!, width: w!, height: h!}));
  } else {
    const [w, h] = num(/width[:=] ?\{?(\d+)\}?,? height[:=] ?\{?(\d+)\}?,? cornerRadius[:=] ?\{?8/, code, 'card size');
    cards = ['红', '黄', '绿'].map((id) => {
      const [x, y] = num(new RegExp(`${id}: \\{ x: (\\d+), y: (\\d+)`), code, id);
      return {x: x!, y: y!, width: w!, height: h!};
    });
  }
  let gx: number, gy: number, gw: number, gh: number;
  const tag =
    /(?:const groupB = new Konva\.Group\(\{ x: (\d+), y: (\d+) \}\);\s*groupB\.add\(\s*new Konva\.Rect\(\{ width: (\d+), height: (\d+))|(?:<Group x=\{(\d+)\} y=\{(\d+)\}>\s*<Rect width=\{(\d+)\} height=\{(\d+)\})/.exec(
      code,
    );
  if (tag) {
    const v = tag
      .slice(1)
      .filter((s) => s !== undefined)
      .map(Number);
    [gx, gy, gw, gh] = v as [number, number, number, number];
  } else {
    [gx, gy] = num(/groupB = \{ x: (\d+), y: (\d+) \}/, code, 'groupB') as [number, number];
    [gw, gh] = num(/bannerBg = \{ width: (\d+), height: (\d+)/, code, 'bannerBg') as [number, number];
  }
  return {cards, groupB: {x: gx, y: gy, width: gw, height: gh}};
}

describe('zIndex example', () => {
  it('has five flavours', () => {
    expect(blocks.map((b) => b.lang)).toEqual(['js', 'jsx', 'vue', 'svelte', 'ts']);
  });

  for (const {lang, code} of blocks) {
    it(`${lang}: the red card overlaps group B and the cards overlap each other, inside 326 px`, () => {
      const {cards, groupB} = geometry(code, lang);
      const [red, yellow, green] = cards as [Box, Box, Box];
      expect(overlap(red, groupB), 'red under group B').toBe(true);
      expect(overlap(red, yellow), 'red and yellow').toBe(true);
      expect(overlap(yellow, green), 'yellow and green').toBe(true);
      for (const b of [...cards, groupB]) expect(b.x + b.width).toBeLessThanOrEqual(326);
    });
  }
});
