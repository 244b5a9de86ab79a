import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  AsyncContent,
  NotFoundPage,
  PageLayout,
  RequireLogin,
  errorMessage,
  useBack,
  useLocation,
  useSearchParams,
  toast,
} from '@conf/shared';
import { InvoiceTitleEditStore } from '../stores/InvoiceTitleEditStore';
import { InvoiceTitleForm } from '../components/InvoiceTitleForm';
import type { InvoiceTitleInput } from '../api/invoiceTitles';
import { titleEditTitle } from '../titles';

const TitleEditor = observer(function TitleEditor({ id }: { id: number | null }) {
  const [store] = useState(() => new InvoiceTitleEditStore(id));
  // Back to the list the user came from; opened directly, the list takes this page's place.
  const back = useBack();
  const existing = store.existing;
  useEffect(() => void existing?.load(), [existing]);

  const submit = async (input: InvoiceTitleInput) => {
    try {
      await store.save(input);
    } catch (e) {
      toast.fail(errorMessage(e));
      return;
    }
    toast.success('保存成功');
    back();
  };

  const title = titleEditTitle(store.editing);
  return (
    <PageLayout title={title}>
      {existing ? (
        <AsyncContent loading={!existing.data} error={existing.error} onRetry={existing.load} skeletonRows={5}>
          {existing.data && <InvoiceTitleForm initial={existing.data} saving={store.saving} onSubmit={(v) => void submit(v)} />}
        </AsyncContent>
      ) : (
        <InvoiceTitleForm saving={store.saving} onSubmit={(v) => void submit(v)} />
      )}
    </PageLayout>
  );
});

/** /invoice/titleAdd: a new invoice title, or with ?id= an existing one to edit (login required). */
export default function InvoiceTitleEditPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('id');
  const id = raw === null ? null : Number(raw);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage path={pathname} />;
  return (
    <RequireLogin title={titleEditTitle(id !== null)}>
      <TitleEditor key={id ?? 'new'} id={id} />
    </RequireLogin>
  );
}
