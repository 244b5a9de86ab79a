import path from 'node:path';
import { loadConfig } from '../config';
import { openDb, type Db } from '../db';
import { migrate } from '../db/migrate';
import { features } from '../features';
import { runInServer } from './adminSocket';

export const commands = features.flatMap((f) => f.commands ?? []);

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    out[m[1]] = m[2] ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
  }
  // A file named on the command line is read where the command runs, which may be the server process.
  if (out.file && out.file !== 'true') out.file = path.resolve(out.file);
  return out;
}

function usage(): string {
  return ['用法: npm run admin -- <命令> [--参数 值]', '', ...commands.map((c) => `  ${c.name.padEnd(18)} ${c.help}`)].join('\n');
}

/**
 * Organisers' tasks the mobile app does not offer. With a PostgreSQL server it opens the database itself;
 * with embedded PGlite it asks the running server (its admin socket), or opens the data folder when no
 * server runs.
 */
async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.log(usage());
    process.exit(name ? 1 : 0);
  }
  const args = parseArgs(rest);
  let db: Db | undefined;
  try {
    const config = loadConfig();
    const answered = config.databaseUrl ? undefined : await runInServer(config, command.name, args);
    if (answered !== undefined) {
      console.log(answered);
      return;
    }
    db = await openDb(config);
    await migrate(db);
    console.log(await command.run(db, args));
  } catch (error) {
    console.error(`失败：${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

if (require.main === module) void main();
