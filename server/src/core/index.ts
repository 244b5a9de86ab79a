import type { Job } from './jobs';
import { purgeIdempotencyKeys } from './idempotency';

export { idempotent, idempotencyKey, requestFingerprint, storedAnswer, IDEMPOTENCY_HEADER } from './idempotency';
export {
  reserve,
  confirm,
  release,
  ensureStockItem,
  setCapacity,
  closeStock,
  stockLevels,
  SoldOutError,
  type SoldOutMessage,
} from './stock';
export type { StockKind, StockLine, StockLevel } from './stock';
export { JobRunner } from './jobs';
export type { Job } from './jobs';

/** The core's own periodic work; features add theirs (Feature.jobs). */
export const coreJobs: Job[] = [{ name: 'purge-idempotency-keys', everyMs: 60 * 60 * 1000, run: purgeIdempotencyKeys }];
export { audit, type AuditActor, type AuditEntry } from './audit';
export { saveVersioned, STALE_VERSION, type VersionedSave } from './versioned';
