type Env = Record<string, string | undefined>;

/** Start-up refused: every bad or missing setting, one line each, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置有误，服务不启动：\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads settings from the environment and notes each one that is not what it must be, instead of
 * falling back to a default: a typo in a production setting must stop the start, not change its meaning.
 */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The value as set; empty and unset are the same. */
  raw(name: string): string {
    return this.env[name] ?? '';
  }

  has(name: string): boolean {
    return this.raw(name) !== '';
  }

  text(name: string, fallback = ''): string {
    return this.raw(name) || fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name).trim();
    if (!value) return fallback;
    if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      this.problem(name, `应为 ${min} 到 ${max} 之间的整数`);
      return fallback;
    }
    return Number(value);
  }

  choice<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (!value) return fallback;
    if (!(values as readonly string[]).includes(value)) {
      this.problem(name, `可选值为 ${values.join('、')}`);
      return fallback;
    }
    return value as T;
  }

  /** Notes a bad setting; a secret's value (a key, a token) stays out of the message, which goes to the log. */
  problem(name: string, why: string, secret = false): void {
    const value = secret ? '' : this.raw(name);
    this.problems.push(value ? `${name}=${value.length > 60 ? `${value.slice(0, 57)}...` : value}：${why}` : `${name}：${why}`);
  }

  /** Settings that only mean something together (a key and its secret): all of them or none. */
  together(names: string[], what: string): void {
    const missing = names.filter((n) => !this.has(n));
    if (missing.length && missing.length < names.length)
      for (const n of missing) this.problem(n, `未设置（${what}需要 ${names.join('、')} 一起设置）`);
  }

  /** Settings the chosen mode cannot do without. */
  required(names: string[], why: string): void {
    for (const n of names) if (!this.has(n)) this.problem(n, `未设置（${why}）`);
  }
}
