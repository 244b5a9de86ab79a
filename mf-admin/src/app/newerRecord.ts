import { ApiError } from '@conf/shared';

/** The newer record a stale save was refused with (the server's `data.current`), or undefined for other refusals. */
export function newerRecordOf(error: unknown): ({ version: number } & Record<string, unknown>) | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const current = (error.data as { current?: { version?: unknown } } | null)?.current;
  return current && typeof current.version === 'number' ? (current as { version: number } & Record<string, unknown>) : undefined;
}
