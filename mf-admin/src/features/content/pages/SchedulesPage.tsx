import { ContentEditor } from '../components/ContentEditor';
import { schedulesView } from '../kinds/schedules';

/** /admin/meetings/{id}/content/schedules：日程（按天、场次与讲者） */
export function SchedulesPage() {
  return <ContentEditor kind={schedulesView} />;
}
