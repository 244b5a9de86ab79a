import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Time } from './common';
import { CheckInsPer15Min } from './consoleDashboard';

// A meeting's check-ins as the console's 现场签到 page follows them: counted as the door's scanner counts them.

const Counted = <T extends TProperties>(properties: T) => Type.Array(Type.Object(properties));

export const CheckIns = Type.Object({
  checked_in: Type.Integer(),
  expected: Type.Integer(),
  by_ticket_type: Counted({ ticket_type_id: Type.Integer(), name: Type.String(), checked_in: Type.Integer(), expected: Type.Integer() }),
  /** Everyone in counted once, under the verifier and device that let them in ('' when none is recorded). */
  by_verifier: Counted({ verifier: Type.String(), device: Type.String(), count: Type.Integer() }),
  per_15min: CheckInsPer15Min,
  refusals: Counted({ reason: Type.String(), count: Type.Integer() }),
  /** The last twenty in, newest first. */
  recent: Counted({ name: Type.String(), ticket_name: Type.String(), at: Time(), verifier: Type.String() }),
});
export type CheckIns = Static<typeof CheckIns>;
