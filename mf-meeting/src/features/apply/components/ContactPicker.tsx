import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Checkbox } from 'react-vant/es/checkbox';
import { Popup } from 'react-vant/es/popup';
import { Loadable } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { getContacts, type Contact } from '../api/contacts';
import styles from './ContactPicker.module.css';

interface ContactPickerProps {
  visible: boolean;
  /** Mobiles already on the form: those contacts are shown as added. */
  taken: string[];
  onClose: () => void;
  onPick: (contacts: Contact[]) => void;
}

/** A sheet of the user's common attendees to add to the form, several at once. */
const ContactPicker = observer(function ContactPicker({ visible, taken, onClose, onPick }: ContactPickerProps) {
  const contacts = useMemo(() => new Loadable(getContacts), []);
  const [picked, setPicked] = useState<number[]>([]);
  const confirm = () => {
    onPick((contacts.data ?? []).filter((c) => picked.includes(c.id)));
    setPicked([]);
    onClose();
  };
  return (
    <Popup visible={visible} onClose={onClose} position="bottom" round title="选择常用参会人" closeable>
      <div className={styles.sheet}>
        {visible && (
          <LoadableView item={contacts} skeletonRows={2} isEmpty={(list) => list.length === 0} emptyText="暂无常用参会人，请手动添加">
            {(list) => (
              <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
                {list.map((c) => {
                  const added = taken.includes(c.mobile);
                  return (
                    <Checkbox key={c.id} name={c.id} disabled={added} shape="square" className={styles.row}>
                      <strong>{c.name}</strong> {c.mobile}
                      {added ? <span className={styles.note}>已添加</span> : c.company && <span className={styles.note}>{c.company}</span>}
                    </Checkbox>
                  );
                })}
              </Checkbox.Group>
            )}
          </LoadableView>
        )}
      </div>
      <div className={styles.actions}>
        <Button round block type="primary" disabled={!picked.length} onClick={confirm}>
          {picked.length ? `添加 ${picked.length} 人` : '添加'}
        </Button>
      </div>
    </Popup>
  );
});

// Fetched at the first tap on what opens it (ApplyFormView): its Popup is not on the form's first load.
export default ContactPicker;
