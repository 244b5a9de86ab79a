import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Popup } from 'react-vant/es/popup';
import { errorMessage, toast } from '@conf/shared';
import { InvoiceTitleEditStore } from '../stores/InvoiceTitleEditStore';
import { InvoiceTitleForm } from './InvoiceTitleForm';
import type { InvoiceTitle } from '../api/invoiceTitles';
import styles from './NewTitleSheet.module.css';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** The title as saved, for the application to choose it. */
  onSaved: (title: InvoiceTitle) => void;
}

/**
 * The title form over the invoice application: a new title is added without leaving it (what was filled in
 * stays), and the application comes back with that title chosen. Fetched when first opened.
 */
export default observer(function NewTitleSheet({ visible, onClose, onSaved }: Props) {
  // A fresh form each time the sheet opens.
  const [round, setRound] = useState(0);
  const [store] = useState(() => new InvoiceTitleEditStore(null));
  const submit = async (input: Parameters<InvoiceTitleEditStore['save']>[0]) => {
    try {
      const saved = await store.save(input);
      toast.success('保存成功');
      setRound((n) => n + 1);
      onSaved(saved);
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <Popup visible={visible} onClose={onClose} position="bottom" round closeable title="新增发票抬头" className={styles.sheet}>
      <div className={styles.body} data-testid="new-title-sheet">
        <InvoiceTitleForm key={round} saving={store.saving} onSubmit={(v) => void submit(v)} />
      </div>
    </Popup>
  );
});
