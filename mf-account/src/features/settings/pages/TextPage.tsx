import { PageLayout } from '@conf/shared';
import type { TextPageKind } from '../api/textPages';
import { TextArticle } from '../components/TextArticle';
import { useTextPage } from '../hooks/useTextPage';

export const TEXT_TITLES: Record<TextPageKind, string> = { agreement: '用户协议', privacy: '隐私政策', platform_introduction: '平台介绍' };

/** The agreement, the privacy policy and the platform introduction: server-kept rich text. */
export default function TextPage({ kind }: { kind: TextPageKind }) {
  const { text, error, reload } = useTextPage(kind);
  return (
    <PageLayout title={text?.title || TEXT_TITLES[kind]}>
      <TextArticle text={text} error={error} onRetry={reload} />
    </PageLayout>
  );
}
