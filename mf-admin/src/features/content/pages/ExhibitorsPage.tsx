import { ContentEditor } from '../components/ContentEditor';
import { exhibitorsView } from '../kinds/exhibitors';

/** /admin/meetings/{id}/content/exhibitors：展商 */
export function ExhibitorsPage() {
  return <ContentEditor kind={exhibitorsView} />;
}
