import type { Feature } from '../types';
import { meetingFeatureRoutes } from './routes';
import { seedMeetings } from './seed';
import { meetingCommands } from './commands';

/** Meetings and everything on their pages: experts, schedules, downloads, exhibitors, sign-up fields, demo pictures. */
export const meeting: Feature = { name: 'meeting', routes: meetingFeatureRoutes, seed: seedMeetings, commands: meetingCommands };
