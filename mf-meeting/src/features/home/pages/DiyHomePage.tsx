import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Loadable, PageLayout } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { getPageDesign } from '../api/home';
import { DesignBlockView } from '../components/blocks/DesignBlockView';

/** /diy/home: the custom home page, built from the blocks and link entries organisers arranged (page data 'diy_home'). */
export default observer(function DiyHomePage() {
  const design = useMemo(() => new Loadable(() => getPageDesign('diy_home')), []);
  return (
    <PageLayout title={design.data?.title || '大会专区'}>
      <LoadableView item={design} skeletonRows={5} isEmpty={(d) => d.blocks.length === 0} emptyText="页面尚未配置">
        {(d) => d.blocks.map((block, i) => <DesignBlockView key={`${block.type}-${i}`} block={block} />)}
      </LoadableView>
    </PageLayout>
  );
});
