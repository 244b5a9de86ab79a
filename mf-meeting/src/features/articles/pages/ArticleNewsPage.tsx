import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { PageLayout, PagedListView, Tabs } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { ArticleCard } from '../components/ArticleCard';
import { NewsStore } from '../stores/NewsStore';

/** /article/news: articles by category (from article_cat), with pull-to-refresh and infinite loading. */
export default observer(function ArticleNewsPage() {
  const [store] = useState(() => new NewsStore());
  return (
    <PageLayout title="行业资讯">
      <LoadableView item={store.categories} skeletonRows={4}>
        {(cats) => (
          <Tabs
            label="资讯分类"
            active={store.active}
            onChange={(name) => store.setActive(Number(name))}
            sticky
            offsetTop={46}
            lazyRender
            swipeThreshold={4}
          >
            {[{ id: 0, name: '全部' }, ...cats].map((cat) => (
              <Tabs.TabPane key={cat.id} name={cat.id} title={cat.name}>
                <PagedListView
                  list={store.list(cat.id)}
                  emptyText="该分类暂无文章"
                  renderItem={(a) => <ArticleCard key={a.id} article={a} to={`/article/detail/${a.id}`} />}
                />
              </Tabs.TabPane>
            ))}
          </Tabs>
        )}
      </LoadableView>
    </PageLayout>
  );
});
