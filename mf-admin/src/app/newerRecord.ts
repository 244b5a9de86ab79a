import { ApiError } from '@conf/shared';

type Versioned = { version: number } & Record<string, unknown>;

/** The newer record a stale save was refused with (the server's `data.current`), or undefined for other refusals. */
export function newerRecordOf<T extends { version: number } = Versioned>(error: unknown): T | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const current = (error.data as { current?: { version?: unknown } } | null)?.current;
  return current && typeof current.version === 'number' ? (current as T) : undefined;
}
