import { observer } from 'mobx-react-lite';
import { PageLayout } from '@conf/shared';
import { TEXT_TITLES, type TextPageKind } from '../api/textPages';
import { TextArticle } from '../components/TextArticle';
import { useTextPage } from '../hooks/useTextPage';

/** The agreement, the privacy policy and the platform introduction: server-kept rich text. */
const TextPage = observer(function TextPage({ kind }: { kind: TextPageKind }) {
  const page = useTextPage(kind);
  return (
    <PageLayout title={page.data?.title || TEXT_TITLES[kind]}>
      <TextArticle page={page} />
    </PageLayout>
  );
});

export default TextPage;
