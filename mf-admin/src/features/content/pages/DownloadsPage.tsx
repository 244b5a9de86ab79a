import { ContentEditor } from '../components/ContentEditor';
import { downloadsView } from '../kinds/downloads';

/** /admin/meetings/{id}/content/downloads：资料下载（上传文件） */
export function DownloadsPage() {
  return <ContentEditor kind={downloadsView} />;
}
