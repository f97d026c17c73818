#!/usr/bin/python3
"""Make static/examples/assets/kai-subset-demo.woff2: a subset of LXGW WenKai Regular
holding ASCII plus every character of content/docs/shapes/Text.mdx.

Needs Debian packages python3-fonttools python3-brotli fonts-lxgw-wenkai.
The OFL reserves the names "LXGW" and "霞鹜" for unmodified fonts, so the subset is renamed.
"""
import pathlib
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = '/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf'
OUT = ROOT / 'static/examples/assets/kai-subset-demo.woff2'
NEW_FAMILY = 'Demo Kai Subset'

text = (ROOT / 'content/docs/shapes/Text.mdx').read_text(encoding='utf-8')
chars = set(text) | {chr(c) for c in range(0x20, 0x7F)} | set('，。、：；？！“”‘’（）《》…—')

font = TTFont(SOURCE)
options = subset.Options()
options.flavor = 'woff2'
options.name_IDs = ['*']  # keep copyright and licence records (IDs 0, 13, 14)
subsetter = subset.Subsetter(options)
subsetter.populate(text=''.join(sorted(chars)))
subsetter.subset(font)

# rename: family, full name, unique ID, PostScript name, typographic family
for record in font['name'].names:
    if record.nameID in (1, 16):
        record.string = NEW_FAMILY
    elif record.nameID in (3, 4, 17, 18):
        record.string = NEW_FAMILY + ' Regular' if record.nameID != 17 else 'Regular'
    elif record.nameID == 6:
        record.string = NEW_FAMILY.replace(' ', '') + '-Regular'

font.flavor = 'woff2'
font.save(OUT)
print(f'{OUT}: {OUT.stat().st_size} bytes, {len(chars)} characters')
