// Writes every host configuration under deploy/ from src/lib/hosting/rules.ts (`npx tsx scripts/deploy/generate.ts`).
// The files are committed, so a reader can copy one without running anything; tests/unit/hosting.test.ts fails when
// they no longer match the rules.
import fs from 'node:fs';
import path from 'node:path';
import {caddy, headersFile, nginx, vercel} from '../../src/lib/hosting/render';

export const SUB_PATH = '/konva/';

export function deployFiles(): Record<string, string> {
  return {
    'nginx/konva.conf': nginx('/'),
    'nginx/konva-subpath.conf': nginx(SUB_PATH, `/srv/site${SUB_PATH}`),
    'caddy/Caddyfile': caddy('/'),
    'caddy/Caddyfile.subpath': caddy(SUB_PATH),
    'netlify-cloudflare/_headers': headersFile('/'),
    'vercel/vercel.json': vercel('/'),
  };
}

if (require.main === module) {
  const root = path.resolve(__dirname, '../../deploy');
  for (const [rel, text] of Object.entries(deployFiles())) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), text);
    console.log(`deploy/${rel}`);
  }
}
