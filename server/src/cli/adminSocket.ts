import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { Command } from './command';

/**
 * Embedded PGlite has one user at a time: while the server runs, the admin CLI cannot open the data
 * folder itself. So the server listens on a Unix socket and runs the CLI's commands on its own database;
 * the CLI talks to it when it is there. Whoever can connect to the socket is an organiser, so it lives
 * in a folder of the data folder that only the server's OS user can enter (the socket file's own mode is
 * not honoured everywhere, and there is a moment between listen and chmod).
 */
const socketDir = (config: Pick<ServerConfig, 'dataDir'>) => path.join(config.dataDir, 'admin');
export const adminSocketPath = (config: Pick<ServerConfig, 'dataDir'>) => path.join(socketDir(config), 'admin.sock');

/** Creates the socket's folder (0700), or refuses one that is not this user's alone: a symlink, another owner, group or others let in. */
export function privateSocketDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(dir);
  const problem = !stat.isDirectory()
    ? '不是目录'
    : process.getuid && stat.uid !== process.getuid()
      ? `属于另一个用户（uid ${stat.uid}）`
      : stat.mode & 0o077
        ? `权限为 ${(stat.mode & 0o777).toString(8)}，同组或其他用户也能进入（应为 700）`
        : '';
  if (problem) throw new Error(`管理接口目录 ${dir} ${problem}，服务不启动`);
}

interface Request {
  command: string;
  args: Record<string, string>;
}

type Reply = { ok: true; output: string } | { ok: false; error: string };

function connect(file: string): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(undefined));
  });
}

/**
 * Refuses to start on a data folder that a live server holds (two processes on one PGlite folder would
 * corrupt it); a socket file left by a crashed server is removed. Call before opening the database.
 */
export async function claimDataDir(config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  const file = adminSocketPath(config);
  if (!fs.existsSync(file)) return;
  const live = await connect(file);
  if (live) {
    live.destroy();
    throw new Error(`数据目录 ${config.dataDir} 正被另一个服务进程使用`);
  }
  fs.rmSync(file, { force: true });
}

/** Starts the socket (after claimDataDir). */
export async function serveAdminSocket(db: Db, config: ServerConfig, commands: Command[]): Promise<net.Server> {
  const file = adminSocketPath(config);
  privateSocketDir(socketDir(config));
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', async (chunk) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) return;
      let reply: Reply;
      try {
        const req = JSON.parse(input.slice(0, end)) as Request;
        const command = commands.find((c) => c.name === req.command);
        if (!command) throw new Error(`未知命令 ${req.command}`);
        reply = { ok: true, output: await command.run(db, req.args ?? {}) };
      } catch (error) {
        reply = { ok: false, error: (error as Error).message };
      }
      socket.end(`${JSON.stringify(reply)}\n`);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return server;
}

/** Runs a command in the running server; undefined when no server is listening on this data folder. */
export async function runInServer(
  config: Pick<ServerConfig, 'dataDir'>,
  command: string,
  args: Record<string, string>,
): Promise<string | undefined> {
  const file = adminSocketPath(config);
  if (!fs.existsSync(file)) return undefined;
  const socket = await connect(file);
  if (!socket) return undefined;
  const reply = await new Promise<Reply>((resolve, reject) => {
    let output = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (output += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as Reply);
      } catch {
        reject(new Error('服务进程没有给出有效的答复'));
      }
    });
    socket.on('error', reject);
    socket.write(`${JSON.stringify({ command, args })}\n`);
  });
  if (!reply.ok) throw new Error(reply.error);
  return reply.output;
}
