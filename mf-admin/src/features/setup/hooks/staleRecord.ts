import { ApiError } from '@conf/shared';

/** The newer record a save was refused for (someone else saved first), or undefined for any other failure. */
export function staleRecord<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return undefined;
  return (error.data as { current?: T }).current;
}
