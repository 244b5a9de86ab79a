import { ContentEditor } from '../components/ContentEditor';
import { bannersView } from '../kinds/banners';

/** /admin/content/banners：首页轮播图（平台管理员） */
export function BannersPage() {
  return <ContentEditor kind={bannersView} />;
}
