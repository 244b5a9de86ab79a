import { LinkEntryGrid } from '../../../meetings';
import { RichText } from '../../../../common/components/RichText';
import { SectionCard } from '../../../../common/components/SectionCard';
import type { DesignBlock } from '../../api/home';
import { BannerBlock } from './BannerBlock';
import { MeetingsBlock } from './MeetingsBlock';
import { ArticlesBlock } from './ArticlesBlock';
import styles from './blocks.module.css';

/** One block of a custom page; a block of a kind this version does not know is left out. */
export function DesignBlockView({ block }: { block: DesignBlock }) {
  switch (block.type) {
    case 'banner':
      return <BannerBlock />;
    case 'entries':
      return (
        <SectionCard title={block.title || '服务'}>
          <LinkEntryGrid entries={block.entries} meetingId={block.meeting_id} />
        </SectionCard>
      );
    case 'notice':
      return <RichText html={block.content} className={styles.notice} />;
    case 'meetings':
      return <MeetingsBlock title={block.title} limit={block.limit} />;
    case 'articles':
      return <ArticlesBlock title={block.title} limit={block.limit} />;
    default:
      return null;
  }
}
