import type { Db } from '../db';

/** One admin CLI command: `pnpm admin <name> --arg value`. */
export interface Command {
  name: string;
  help: string;
  run(db: Db, args: Record<string, string>): Promise<string>;
}

/** A required --key argument, or an error naming it. */
export function requiredArg(args: Record<string, string>, key: string, label: string): string {
  const v = args[key];
  if (!v || v === 'true') throw new Error(`缺少参数 --${key}（${label}）`);
  return v;
}
