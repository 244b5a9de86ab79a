import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The deployment recipe's renderer (deploy/nginx/render.cjs), as an operator runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nginxConfig } = require('../../../deploy/nginx/render.cjs') as {
  nginxConfig(o: { instances: string[]; appsDir: string; listen?: string; tls?: { cert: string; key: string } }): string;
};
export { nginxConfig };

/** Debian's nginx (npm test installs it), or undefined when this machine has none. */
export const NGINX = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))].find((f) =>
  fs.existsSync(f),
);

/** A main configuration of a prefix of its own around the site file, so nginx runs as the test's child, not as the machine's. */
function mainConfig(prefix: string, site: string): string {
  const mime = fs.existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; application/javascript js; application/json json; }';
  return `daemon off;
${process.getuid?.() === 0 ? `user ${os.userInfo().username};` : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    ${mime}
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${site};
}
`;
}

function writePrefix(site: string): { prefix: string; conf: string } {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-nginx-'));
  fs.writeFileSync(path.join(prefix, 'conference.conf'), site);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConfig(prefix, path.join(prefix, 'conference.conf')));
  return { prefix, conf };
}

/** `nginx -t` on a site file: its exit code and what it said. */
export function checkConfig(site: string): { status: number | null; output: string } {
  const { prefix, conf } = writePrefix(site);
  try {
    const res = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
    return { status: res.status, output: `${res.stdout}${res.stderr}` };
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

export interface Nginx {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });

/** nginx in the foreground on `port`, in front of `instances` (host:port), with the recipe's configuration. */
export async function startNginx(o: { port: number; instances: string[]; appsDir?: string }): Promise<Nginx> {
  const site = nginxConfig({
    instances: o.instances,
    appsDir: o.appsDir ?? path.resolve(__dirname, '../../..'),
    listen: `127.0.0.1:${o.port}`,
  });
  const { prefix, conf } = writePrefix(site);
  const child = spawn(NGINX!, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; !(await answers(o.port)); i += 1) {
    if (i > 100 || child.exitCode !== null)
      throw new Error(
        `nginx did not start: ${fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${o.port}`,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
