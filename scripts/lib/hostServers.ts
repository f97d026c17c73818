// Debian's nginx and Caddy serving a build on 127.0.0.1 with the shipped configurations from deploy/ (a temporary
// copy with only the root, the port and the listening address put in), for the browser tests `npm test` runs
// against each (tests/e2e/hosting.spec.ts and others). Each server is started as a child and stopped by its PID.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export type HostName = 'nginx' | 'caddy';
export interface RunningHost {
  name: HostName;
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

const repo = path.resolve(__dirname, '../..');

/** The served folder: the build itself at `/`, or a folder holding it under the sub-path's name. */
function siteRoot(tmp: string, buildDir: string, base: string): string {
  if (base === '/') return buildDir;
  const parent = path.join(tmp, 'site');
  fs.mkdirSync(parent, {recursive: true});
  fs.symlinkSync(buildDir, path.join(parent, base.replace(/^\/|\/$/g, '')));
  return parent;
}

function nginxFiles(tmp: string, root: string, port: number, base: string): string[] {
  const shipped = fs.readFileSync(
    path.join(repo, 'deploy/nginx', base === '/' ? 'konva.conf' : 'konva-subpath.conf'),
    'utf8',
  );
  const site = shipped
    .replace(/^(\s*)root .*;$/m, `$1root ${root};`)
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(tmp, 'konva.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `    ${t}_temp_path ${tmp}/${t};`)
    .join('\n');
  const modules = fs.existsSync('/etc/nginx/modules-enabled') ? 'include /etc/nginx/modules-enabled/*.conf;' : '';
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    path.join(tmp, 'nginx.conf'),
    `${user}\ndaemon off;\npid ${tmp}/nginx.pid;\nerror_log ${tmp}/error.log;\n${modules}\nevents {}\nhttp {\n    access_log off;\n${temp}\n    include ${tmp}/konva.conf;\n}\n`,
  );
  // Debian's prefix: the enabled modules name their files relative to it.
  return ['nginx', '-p', '/usr/share/nginx/', '-e', path.join(tmp, 'error.log'), '-c', path.join(tmp, 'nginx.conf')];
}

function caddyFiles(tmp: string, port: number, base: string): string[] {
  const shipped = fs.readFileSync(
    path.join(repo, 'deploy/caddy', base === '/' ? 'Caddyfile' : 'Caddyfile.subpath'),
    'utf8',
  );
  // The only change: listen on 127.0.0.1 alone (root and port come from the environment, as the file says).
  fs.writeFileSync(
    path.join(tmp, 'Caddyfile'),
    shipped.replace(/^(http:\/\/:\{\$KONVA_PORT:80\} \{)$/m, `$1\n\tbind 127.0.0.1`),
  );
  void port;
  return ['caddy', 'run', '--adapter', 'caddyfile', '--config', path.join(tmp, 'Caddyfile')];
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(1000, () => req.destroy());
  });
}

/** Starts `name` serving `buildDir` built for `base` on 127.0.0.1:`port`; resolves once it answers. */
export async function startHost(name: HostName, buildDir: string, base: string, port: number): Promise<RunningHost> {
  // Another server there would answer in its place (and this one fail to bind).
  if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is taken`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `konva-${name}-`));
  const root = siteRoot(tmp, path.resolve(buildDir), base);
  const [cmd, ...args] = name === 'nginx' ? nginxFiles(tmp, root, port, base) : caddyFiles(tmp, port, base);
  if (name === 'nginx') {
    const check = spawnSync(cmd!, [...args, '-t'], {encoding: 'utf8'});
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  }
  const env = {
    ...process.env,
    KONVA_ROOT: root,
    KONVA_PORT: String(port),
    XDG_DATA_HOME: tmp,
    XDG_CONFIG_HOME: tmp,
    HOME: tmp,
  };
  // The log goes to a file: a pipe nobody reads while the tests run would fill and stall the server.
  const logFile = path.join(tmp, 'server.log');
  const child: ChildProcess = spawn(cmd!, args, {env, stdio: ['ignore', 'ignore', fs.openSync(logFile, 'w')]});
  const log = () => fs.readFileSync(logFile, 'utf8').slice(-4000);
  const url = `http://127.0.0.1:${port}${base}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${log()}`))),
  );
  const up = (async () => {
    for (let i = 0; i < 100 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  })();
  await Promise.race([up, exited]);
  if (!(await answers(url))) throw new Error(`${name} did not answer on ${url}:\n${log()}`);
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(child.pid!, 'SIGTERM');
      await gone;
    }
    fs.rmSync(tmp, {recursive: true, force: true});
  };
  return {name, url, pid: child.pid!, stop};
}

/** Whether the server's binary is installed (scripts/ensure-browser.sh installs both as root). */
export function hostInstalled(name: HostName): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}
