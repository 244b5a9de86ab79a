import { loadConfig } from '../config';
import { openDb, type Db } from '../db';
import { migrate } from '../db/migrate';
import { features } from '../features';

const commands = features.flatMap((f) => f.commands ?? []);

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    out[m[1]] = m[2] ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
  }
  return out;
}

function usage(): string {
  return ['用法: npm run admin -- <命令> [--参数 值]', '', ...commands.map((c) => `  ${c.name.padEnd(18)} ${c.help}`)].join('\n');
}

/** Organisers' tasks the mobile app does not offer. Works on the same database as the server. */
async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.log(usage());
    process.exit(name ? 1 : 0);
  }
  let db: Db | undefined;
  try {
    db = await openDb(loadConfig());
    await migrate(db);
    console.log(await command.run(db, parseArgs(rest)));
  } catch (error) {
    console.error(`失败：${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

void main();
