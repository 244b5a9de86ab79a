import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { dialog, errorMessage, FixedBar, PagedListView, PageLayout, RequireLogin, toast, useNavigate } from '@conf/shared';
import { InvoiceTitleListStore } from '../stores/InvoiceTitleListStore';
import { InvoiceTitleCard } from '../components/InvoiceTitleCard';
import type { InvoiceTitle } from '../api/invoiceTitles';
import styles from './InvoiceTitleListPage.module.css';

const TITLE = '发票抬头';
const ADD_PATH = '/invoice/titleAdd';

const TitleList = observer(function TitleList() {
  const [store] = useState(() => new InvoiceTitleListStore());
  const navigate = useNavigate();
  const add = () => navigate(ADD_PATH);

  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  const remove = async (title: InvoiceTitle) => {
    try {
      await dialog.confirm({
        title: '删除发票抬头',
        message: `确定删除「${title.title}」吗？`,
        confirmButtonText: '删除',
        confirmButtonColor: 'var(--rv-danger-color)',
      });
    } catch {
      return; // react-vant's confirm rejects on 取消
    }
    await run(() => store.remove(title), '已删除');
  };

  return (
    <PageLayout title={TITLE}>
      <div className={styles.list}>
        <PagedListView
          list={store.titles}
          emptyText="还没有发票抬头，添加后开票更方便"
          emptyAction={
            <Button round type="primary" size="small" onClick={add} style={{ width: 140 }}>
              新增发票抬头
            </Button>
          }
          renderItem={(t) => (
            <InvoiceTitleCard
              key={t.id}
              title={t}
              onMakeDefault={() => void run(() => store.makeDefault(t), '已设为默认抬头')}
              onEdit={() => navigate(`${ADD_PATH}?id=${t.id}`)}
              onDelete={() => void remove(t)}
            />
          )}
        />
      </div>
      {!store.titles.empty && store.titles.loaded && (
        <FixedBar>
          <Button round block type="primary" onClick={add}>
            新增发票抬头
          </Button>
        </FixedBar>
      )}
    </PageLayout>
  );
});

/** /invoice/title: the caller's invoice titles (login required). */
export default function InvoiceTitleListPage() {
  return (
    <RequireLogin title={TITLE}>
      <TitleList />
    </RequireLogin>
  );
}
