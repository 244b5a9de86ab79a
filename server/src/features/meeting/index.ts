import type { Feature } from '../types';
import { meetingFeatureRoutes } from './routes';
import { meetingHeroImage } from './lib/meetingRows';
import { seedMeetings } from './seed';
import { meetingCommands } from './commands';
import { seedTickets } from './seed/tickets';
import { meetingFirstCalls } from './firstCalls';

export { ticketTypesOf, applyStatus, APPLY_STATUS_TEXT, type TicketType } from './tickets/ticketTypes';
export { requireMeeting } from './lib/meetingRows';
export { consoleMeeting, createMeeting, setPublished, updateMeeting } from './console/meetingRecord';
export { addTicketType, consoleTicketTypes, updateTicketType } from './console/ticketTypeRecord';
export { applyFormOf, saveApplyForm } from './console/applyFormRecord';
export { saveLinkEntries } from './console/linkEntries';
export { hasPreviewCookie, meetingPreviewLink, previewedMeeting, registerMeetingPreview } from './console/preview';
export { likePattern, pageOf } from './lib/paging';
export { posterUrl } from './lib/posters';
export { articleCategoryId } from './import/importMeeting';
export { MEDICAL_ENTRIES, MEDICAL_TITLE } from './seed/medicalMeeting';

/** Meetings and everything on their pages: experts, schedules, downloads, exhibitors, sign-up fields, tickets, demo pictures. */
export const meeting: Feature = {
  name: 'meeting',
  tag: { name: '会议', description: '会议、专家、日程、资料下载、展商、报名字段、票种与演示图片' },
  routes: meetingFeatureRoutes,
  demo: [
    { key: 'meeting', run: seedMeetings },
    { key: 'meeting:tickets', run: seedTickets },
  ],
  commands: meetingCommands,
  leadImages: [{ path: /^\/meeting\/home\/(\d{1,9})$/, frame: 'hero', image: (q, [, id]) => meetingHeroImage(q, Number(id)) }],
  // mf-meeting's public pages (the home page's block of current meetings, a meeting's pages).
  firstCalls: meetingFirstCalls,
};
