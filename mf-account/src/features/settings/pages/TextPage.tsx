import { useCallback, useEffect, useState } from 'react';
import { AsyncContent, PageLayout, errorMessage } from '@conf/shared';
import { getTextPage, type TextPage as Text, type TextPageKind } from '../api/textPages';
import styles from './TextPage.module.css';

const TITLES: Record<TextPageKind, string> = { agreement: '用户协议', privacy: '隐私政策', platform_introduction: '平台介绍' };

/** The agreement, the privacy policy and the platform introduction: server-kept rich text. */
export default function TextPage({ kind }: { kind: TextPageKind }) {
  const [text, setText] = useState<Text | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    setText(null);
    getTextPage(kind).then(setText, (e: unknown) => setError(errorMessage(e)));
  }, [kind]);

  useEffect(load, [load]);

  return (
    <PageLayout title={text?.title || TITLES[kind]}>
      <AsyncContent loading={!text} error={error} onRetry={load} empty={text?.content === ''} emptyText="暂无内容" skeletonRows={4}>
        {/* Texts are written by organisers through the admin tools and sanitised on the server. */}
        <article className={styles.article} dangerouslySetInnerHTML={{ __html: text?.content ?? '' }} />
      </AsyncContent>
    </PageLayout>
  );
}
