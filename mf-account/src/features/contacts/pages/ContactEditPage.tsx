import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Form } from '@conf/form';
import { AsyncContent, EmptyState, PageLayout, RequireLogin, errorMessage, useBack, useSearchParams, toast, dialog } from '@conf/shared';
import { contactStore } from '../stores/contactStore';
import { ContactForm, type ContactValues } from '../components/ContactForm';
import { contactEditTitle } from '../titles';
import formCard from '../../../components/formCard.module.css';
import styles from './contacts.module.css';

const trimmed = (v: ContactValues): ContactValues => ({
  name: v.name.trim(),
  mobile: v.mobile.trim(),
  company: (v.company ?? '').trim(),
  position: (v.position ?? '').trim(),
  id_number: (v.id_number ?? '').trim().toUpperCase(),
});

const Editor = observer(function Editor({ id }: { id?: number }) {
  const [form] = Form.useForm<ContactValues>();
  // Opened directly (a shared link, a refresh), back is the contact list, inside the site.
  const back = useBack();
  const contact = id ? contactStore.find(id) : undefined;

  const save = async (values: ContactValues) => {
    try {
      await contactStore.save({ ...trimmed(values), id });
      toast.success(id ? '保存成功' : '添加成功');
      back();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  const remove = async () => {
    try {
      await dialog.confirm({
        title: '删除参会人',
        message: `确定删除“${contact?.name}”吗？`,
        confirmButtonText: '删除',
        confirmButtonColor: 'var(--rv-danger-color)',
      });
    } catch {
      return; // cancelled
    }
    try {
      await contactStore.remove(id!);
      toast.success('已删除');
      back();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  if (id && !contact) return <EmptyState description="参会人不存在或已删除" />;
  return (
    <>
      <ContactForm form={form} initial={contact} onFinish={save} className={formCard.form} />
      <p className={formCard.hint}>参会人信息仅用于会议报名与入场核验。</p>
      <div className={styles.actions}>
        <Button round block type="primary" onClick={form.submit}>
          保存
        </Button>
        {id && (
          <Button round block className={styles.delete} onClick={remove}>
            删除参会人
          </Button>
        )}
      </div>
    </>
  );
});

/** /contact/edit (add) and /contact/edit?id= (edit or delete one). */
export default observer(function ContactEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const title = contactEditTitle(!!id);

  // Opened directly (not from the list): the list is loaded to find the contact.
  useEffect(() => {
    if (id && !contactStore.loaded) void contactStore.load();
  }, [id]);

  return (
    <RequireLogin title={title}>
      <PageLayout title={title}>
        <AsyncContent loading={!!id && !contactStore.loaded} error={id ? contactStore.error : null} onRetry={contactStore.load}>
          <Editor id={id} />
        </AsyncContent>
      </PageLayout>
    </RequireLogin>
  );
});
