import { ContentEditor } from '../components/ContentEditor';
import { expertsView } from '../kinds/experts';

/** /admin/meetings/{id}/content/experts：本会议的专家 */
export function ExpertsPage() {
  return <ContentEditor kind={expertsView} />;
}
