import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { EmptyState, PageLayout, PagedListView, errorMessage, loginPath, navigateTo, sessionStore, toast, useOnDemand } from '@conf/shared';
import { MessageStore } from '../stores/messageStore';
import { MessageItem } from '../components/MessageItem';
import styles from './MessagePage.module.css';

/**
 * The message sheet, fetched as a finger first touches a message (its Popup with react-transition-group and the
 * Overlay, 5.4 KiB gzip): the list's first screen draws none, and shows without it.
 */
const loadSheet = () => import('../components/MessageSheet');

const Messages = observer(function Messages({ store }: { store: MessageStore }) {
  const sheet = useOnDemand(loadSheet);
  const Sheet = sheet.Component;
  const open = (m: Parameters<MessageStore['show']>[0]) =>
    sheet
      .open()
      .then((ready) => (ready ? store.show(m) : undefined))
      .catch((e: unknown) => toast.fail(errorMessage(e)));
  return (
    <div className={styles.list}>
      <PagedListView
        list={store.list}
        emptyText="暂无消息"
        renderItem={(m) => <MessageItem key={m.id} message={m} onOpen={() => void open(m)} onTouch={sheet.preload} />}
      />
      {Sheet && <Sheet message={store.open} onClose={store.close} />}
    </div>
  );
});

/** /message: the user's messages (a tab page); opening one marks it read and lowers the badge. */
export default observer(function MessagePage() {
  const [store] = useState(() => new MessageStore());
  const loggedIn = sessionStore.loggedIn;
  const readAll = () =>
    store.readAll().then(
      () => toast.success('已全部标为已读'),
      (e: unknown) => toast.fail(errorMessage(e)),
    );
  const right =
    loggedIn && store.unread > 0 ? (
      <button type="button" onClick={() => void readAll()}>
        全部已读
      </button>
    ) : undefined;
  return (
    <PageLayout title="消息" root right={right}>
      {loggedIn ? (
        <Messages store={store} />
      ) : (
        <EmptyState description="登录后查看您的消息">
          <Button round type="primary" size="small" style={{ width: 120 }} onClick={() => navigateTo(loginPath('/message'))}>
            前往登录
          </Button>
        </EmptyState>
      )}
    </PageLayout>
  );
});
