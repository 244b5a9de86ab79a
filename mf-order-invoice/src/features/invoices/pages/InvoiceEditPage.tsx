import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import {
  AsyncContent,
  NotFoundPage,
  PageLayout,
  RequireLogin,
  errorMessage,
  useLocation,
  useNavigate,
  useOnDemand,
  useSearchParams,
  toast,
  dialog,
} from '@conf/shared';
import { loadNewTitleSheet } from '../../invoiceTitles';
import { InvoiceEditStore } from '../stores/InvoiceEditStore';
import { ApplyForm } from '../components/ApplyForm';
import { InvoiceSummary } from '../components/InvoiceSummary';
import type { ApplyInput } from '../api/invoices';
import { editPath } from '../paths';
import { INVOICE_EDIT_LOGIN_TITLE } from '../titles';
import styles from './InvoiceEditPage.module.css';

const TITLES_PATH = '/invoice/title';
const POLL_MS = 2000;

const Editor = observer(function Editor({ target }: { target: { orders: string[] } | { id: number } }) {
  const [store] = useState(() => new InvoiceEditStore(target));
  const navigate = useNavigate();
  const { titles, detail } = store;
  const { Component: NewTitleSheet, open: fetchTitleSheet } = useOnDemand(loadNewTitleSheet);
  const [addingTitle, setAddingTitle] = useState(false);
  const [chosenTitleId, setChosenTitleId] = useState<number>();
  const titleAdded = (id: number) => {
    setAddingTitle(false);
    void titles.load().then(() => setChosenTitleId(id));
  };
  useEffect(() => {
    void titles.load();
    void detail?.load();
  }, [titles, detail]);

  const attempt = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  const submit = async (input: ApplyInput) => {
    const opened = (id: number) => ('id' in target ? void detail?.load() : navigate(editPath({ id }), { replace: true }));
    try {
      const { id, status } = await store.submit(input);
      opened(id);
      toast.success(status === '已开票' ? '发票已开具' : `发票${status}`);
    } catch (e) {
      toast.fail(errorMessage(e));
      // Applied but not issued (the provider failed): the application's page says why and offers a retry.
      if (store.appliedId) opened(store.appliedId);
    }
  };

  const reverse = async () => {
    try {
      await dialog.confirm({
        title: '红冲发票',
        message: '将开具对应的红字发票，原发票作废，相关订单可申请退款或重新开票。确定红冲吗？',
        confirmButtonText: '确定红冲',
      });
    } catch {
      return; // 取消
    }
    await attempt(store.reverse, '发票已红冲');
  };

  const d = detail?.data;
  // While someone else (the job, an organiser) is issuing or reversing it, look again shortly.
  const working = d?.status_code === 'issuing' || d?.status_code === 'reversing';
  useEffect(() => {
    if (!working || !detail) return;
    const timer = setTimeout(() => void detail.load(), POLL_MS);
    return () => clearTimeout(timer);
  }, [working, detail, d]);
  const editing = !d || d.can_edit;
  const pageTitle = !detail ? '申请开票' : d && !d.can_edit ? '发票详情' : '修改开票申请';
  return (
    <PageLayout title={pageTitle}>
      <AsyncContent
        loading={!titles.data || (!!detail && !d)}
        error={titles.error ?? detail?.error}
        refused={detail?.refused}
        onRetry={() => void (titles.error ? titles.load() : detail?.load())}
        skeletonRows={6}
      >
        {d && <InvoiceSummary detail={d} />}
        {!detail && 'orders' in target && <p className={styles.picked}>已选 {target.orders.length} 个订单，将合并开具一张发票</p>}
        {editing && titles.data && (
          <ApplyForm
            titles={titles.data}
            initial={d ? { title_id: d.title_id ?? undefined, kind: d.kind, email: d.email } : undefined}
            busy={store.busy}
            submitText={d ? '保存并开票' : '提交并开票'}
            onSubmit={(v) => void submit(v)}
            onAddTitle={() => void fetchTitleSheet().then((ready) => ready && setAddingTitle(true))}
            onManageTitles={() => navigate(TITLES_PATH)}
            chosenTitleId={chosenTitleId}
          />
        )}
        {NewTitleSheet && <NewTitleSheet visible={addingTitle} onClose={() => setAddingTitle(false)} onSaved={(t) => titleAdded(t.id)} />}
        {d?.can_reverse && (
          <div className={styles.actions}>
            <Button round block plain type="danger" loading={store.busy} onClick={() => void reverse()}>
              红冲发票
            </Button>
          </div>
        )}
      </AsyncContent>
    </PageLayout>
  );
});

function targetOf(params: URLSearchParams): { orders: string[] } | { id: number } | null {
  const id = params.get('id');
  if (id !== null) return /^[1-9]\d{0,9}$/.test(id) ? { id: Number(id) } : null;
  const orders = (params.get('orders') ?? '').split(',').filter((s) => /^[A-Za-z0-9]{1,40}$/.test(s));
  return orders.length ? { orders } : null;
}

/** /invoice/edit: ?orders=… applies for an invoice; ?id=… shows an application, editable until issued, with its PDF. */
export default function InvoiceEditPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const target = targetOf(params);
  if (!target) return <NotFoundPage path={pathname} />;
  return (
    <RequireLogin title={INVOICE_EDIT_LOGIN_TITLE}>
      <Editor key={params.toString()} target={target} />
    </RequireLogin>
  );
}
