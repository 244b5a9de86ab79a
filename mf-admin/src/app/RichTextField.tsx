import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor and ProseMirror are a chunk of their own, fetched when a form with rich text opens.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text editor as a form control, loaded on demand. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} aria-label="编辑器加载中" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
