import { tokenStorage } from '@conf/shared';
import { getApplyForm, type ApplyForm } from './applyForm';

/** An answer asked for before the page could ask: kept this long for it, then asked again (the seats left move). */
const EARLY_MAX_AGE_MS = 10_000;
let early: { meetingId: number; at: number; answer: Promise<ApplyForm> } | undefined;

/** The early answer, when it was asked for this meeting just now. */
const earlyFor = (meetingId: number) =>
  early?.meetingId === meetingId && Date.now() - early.at < EARLY_MAX_AGE_MS ? early.answer : undefined;

/**
 * Asks for the form while the page's code is still loading (its components come in some twenty files): on a
 * phone's network the answer then arrives with the code instead of a round trip after it. Only for a logged-in
 * user: a visitor's call would be refused, and the page asks them to log in first. Answers the early answer.
 */
export function askApplyFormEarly(meetingId: number): Promise<ApplyForm> | undefined {
  if (!tokenStorage.get()) return undefined;
  // Asked once: the route renders again when the page's code has come (a render before it was thrown away).
  const asked = earlyFor(meetingId);
  if (asked) return asked;
  const answer = getApplyForm(meetingId);
  answer.catch(() => undefined);
  early = { meetingId, at: Date.now(), answer };
  return answer;
}

/** The form: the early answer when it was asked for this meeting just now (once), else a new call. */
export function applyFormOf(meetingId: number): Promise<ApplyForm> {
  const asked = earlyFor(meetingId);
  early = undefined;
  return asked ?? getApplyForm(meetingId);
}
