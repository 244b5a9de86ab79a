import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import Plus from '@react-vant/icons/es/Plus';
import { AsyncContent, FixedBar, PageLayout, RequireLogin, useNavigate } from '@conf/shared';
import { contactStore } from '../stores/contactStore';
import { ContactCard } from '../components/ContactCard';
import styles from './contacts.module.css';

const List = observer(function List() {
  const navigate = useNavigate();
  useEffect(() => {
    void contactStore.load();
  }, []);
  return (
    <>
      <AsyncContent
        loading={!contactStore.loaded}
        error={contactStore.error}
        onRetry={contactStore.load}
        empty={contactStore.list.length === 0}
        emptyText="还没有常用参会人"
      >
        <p className={styles.count}>共 {contactStore.list.length} 位参会人，报名会议时可直接选用</p>
        <div className={styles.list}>
          {contactStore.list.map((c) => (
            <ContactCard key={c.id} contact={c} onEdit={() => navigate(`/contact/edit?id=${c.id}`)} />
          ))}
        </div>
      </AsyncContent>
      <FixedBar className={styles.bar}>
        <Button round block type="primary" icon={<Plus />} onClick={() => navigate('/contact/edit')}>
          新增参会人
        </Button>
      </FixedBar>
    </>
  );
});

/** /contact/person: the user's common attendees. */
export default function ContactListPage() {
  return (
    <RequireLogin title="常用参会人">
      <PageLayout title="常用参会人">
        <List />
      </PageLayout>
    </RequireLogin>
  );
}
