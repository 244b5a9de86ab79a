import { ContentEditor } from '../components/ContentEditor';
import { articlesView } from '../kinds/articles';

/** /admin/meetings/{id}/content/articles：文章与新闻 */
export function ArticlesPage() {
  return <ContentEditor kind={articlesView} />;
}
