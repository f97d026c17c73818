// Konva.Text layout, measured on a stub canvas where every character is as wide as the font size.
import {describe, expect, it} from 'vitest';
import {installStubCanvas} from './stubCanvas';
import {docPage, zh} from './zh';

const Konva = installStubCanvas();
const lines = (t: InstanceType<typeof Konva.Text>) => t.textArr.map((l) => l.text);

describe("wrap: 'word' with Chinese text", () => {
  it('a line without spaces breaks between characters instead of moving as a whole', () => {
    // 10 characters fit in 100px at 10px
    const text = new Konva.Text({text: '中文段落里没有任何空格所以要换行', width: 100, fontSize: 10, wrap: 'word'});
    expect(lines(text)).toEqual(['中文段落里没有任何空', '格所以要换行']);
  });

  it('in a mixed line, the Chinese after the last space moves to the next line', () => {
    const text = new Konva.Text({text: 'Konva 的文字排版中英混排', width: 100, fontSize: 10, wrap: 'word'});
    expect(lines(text)[0]).toBe('Konva');
    const byChar = new Konva.Text({text: 'Konva 的文字排版中英混排', width: 100, fontSize: 10, wrap: 'char'});
    expect(lines(byChar)[0]).toBe('Konva 的文字排');
  });

  it('the FAQ and the API say so', async () => {
    const faq = docPage('faq.mdx');
    const section = faq.slice(faq.indexOf('## 中文文字换行'), faq.indexOf('## 网页字体'));
    expect(section).toMatch(/退回到在字符之间断开/);
    expect(section).not.toMatch(/没有空格的中文[^。]*会被整段推到下一行/);
    expect(await zh('Text', 'wrap')).toMatch(/退回到在字符之间断开/);
  });
});

describe('ellipsis', () => {
  const long = '这是一段很长很长的文字，放不下时应该以省略号结尾';
  it('needs a fixed height or wrap: none', () => {
    const noHeight = new Konva.Text({text: long, width: 100, fontSize: 10, ellipsis: true});
    expect(lines(noHeight).join('')).not.toContain('…');
    const withHeight = new Konva.Text({text: long, width: 100, height: 20, fontSize: 10, ellipsis: true});
    expect(lines(withHeight).join('')).toContain('…');
    const noWrap = new Konva.Text({text: long, width: 100, fontSize: 10, ellipsis: true, wrap: 'none'});
    expect(lines(noWrap).join('')).toContain('…');
  });

  it('the API says so', async () => {
    const text = await zh('Text', 'ellipsis');
    expect(text).toMatch(/height/);
    expect(text).toMatch(/wrap: "none"/);
  });
});
