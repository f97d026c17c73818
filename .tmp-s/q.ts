import fs from 'node:fs';
import {loadFiles} from '../src/plugins/local-search/client/docIndex';
import {answer} from '../src/plugins/local-search/client/engine';
const index = loadFiles(JSON.parse(fs.readFileSync(process.env.H!, 'utf8')), [JSON.parse(fs.readFileSync(process.env.B!, 'utf8'))]);
const qs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '矩形',
      '拖放',
      '拖动',
      '拖拽',
      '画圆',
      '绘制圆',
      '捐赠',
      '赞助',
      '缩放',
      '放大',
      '旋转',
      '转动',
      '事件',
      '监听',
      '量子纠缠',
      '矩形量子',
      'Konva.Rect',
      'getClientRect',
      'dragBoundFunc',
      'DRAGBOUNDFUNC',
      '舞台',
      '矩',
      'k',
      '缓存提升性能',
      '怎么导出图片',
    ];
for (const q of qs) {
  const t = performance.now();
  const r = answer(index, 't', {query: q, hitsPerPage: 5}, '');
  console.log(`${q} [${r.nbHits}] ${(performance.now() - t).toFixed(1)}ms`);
  for (const h of r.hits.slice(0, 4)) console.log('   ', h.type, h.url, '|', h.hierarchy.lvl1, '|', (h.content ?? '').slice(0, 30));
}
