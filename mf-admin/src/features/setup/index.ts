export { MeetingsPage } from './pages/MeetingsPage';
export { MeetingSettingsPage } from './pages/MeetingSettingsPage';
export { TicketTypesPage } from './pages/TicketTypesPage';
export { ApplyFormPage } from './pages/ApplyFormPage';
export { EntriesPage } from './pages/EntriesPage';
