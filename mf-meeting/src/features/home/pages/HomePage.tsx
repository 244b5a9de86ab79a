import { observer } from 'mobx-react-lite';
import { PageLayout, configStore } from '@conf/shared';
import { SearchEntry } from '../../../common/components/SearchEntry';
import { BannerBlock } from '../components/blocks/BannerBlock';
import { QuickNavBlock } from '../components/blocks/QuickNavBlock';
import { MeetingsBlock } from '../components/blocks/MeetingsBlock';
import { ArticlesBlock } from '../components/blocks/ArticlesBlock';

/** / (a tab-bar page): search, banners, shortcuts, the current meetings and the latest news. */
export default observer(function HomePage() {
  return (
    <PageLayout title={configStore.config.site_name || '首页'} root>
      <SearchEntry to="/meeting/search" placeholder="搜索会议名称、城市或场馆" />
      <BannerBlock />
      <QuickNavBlock />
      <MeetingsBlock />
      <ArticlesBlock />
    </PageLayout>
  );
});
