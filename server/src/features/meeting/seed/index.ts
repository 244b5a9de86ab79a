import type { Queryable } from '../../../db';
import { importMeeting } from '../import/importMeeting';
import { validateMeetingInput } from '../import/meetingInput';
import { medicalMeeting } from './medicalMeeting';
import { digitalMeeting, energyMeeting, hotelMeeting } from './otherMeetings';

/**
 * Four demo meetings, through the same path as an organiser's import: one ongoing (the full demo,
 * with every link entry type), two upcoming and one ended, with dates relative to today.
 */
export async function seedMeetings(q: Queryable): Promise<void> {
  const now = Date.now();
  for (const make of [medicalMeeting, digitalMeeting, hotelMeeting, energyMeeting]) {
    await importMeeting(q, validateMeetingInput(make(now)));
  }
}
