import { useMemo } from 'react';
import { Loadable } from '@conf/shared';
import { LoadableView } from '../../../../common/components/LoadableView';
import { SectionCard } from '../../../../common/components/SectionCard';
import { ArticleCard, getArticles } from '../../../articles';

/** The newest news, with a link to the news page. */
export function ArticlesBlock({ title = '行业资讯', limit = 4 }: { title?: string; limit?: number }) {
  const articles = useMemo(() => new Loadable(() => getArticles({ page: 1, limit, scope: 'news' })), [limit]);
  return (
    <SectionCard title={title} more={{ to: '/article/news' }} flush>
      <LoadableView item={articles} skeletonRows={2} isEmpty={(p) => p.data.length === 0} emptyText="暂无资讯">
        {(p) => p.data.map((a) => <ArticleCard key={a.id} article={a} to={`/article/detail/${a.id}`} />)}
      </LoadableView>
    </SectionCard>
  );
}
