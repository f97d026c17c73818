import {generateApiPages} from './src/plugins/api-reference/generate';
import {checkDescriptions} from './src/plugins/api-reference/requirements';
import {apiZh} from './src/data/api-zh';
const {model} = generateApiPages({siteDir: process.cwd(), outDir: 'content/api', docsDir: 'content/docs'});
const r = checkDescriptions(model, apiZh);
console.log(
  r.missing.map((m) => m.file + ' ' + m.section + '.' + m.name),
  r.stale,
);
