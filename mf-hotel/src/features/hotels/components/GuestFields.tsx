import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Input } from 'react-vant/es/input';
import Contact from '@react-vant/icons/es/Contact';
import { FieldRow } from '@conf/form';
import { toast, useOnDemand } from '@conf/shared';
import type { ReserveStore } from '../stores/ReserveStore';
import { loadActionSheet } from './onDemand';
import styles from './ReserveForm.module.css';

/** One guest name per room, typed or taken from the user's contacts. */
export const GuestFields = observer(function GuestFields({ store }: { store: ReserveStore }) {
  // The room whose guest is being picked from the contacts, or null while the sheet is shut.
  const [picking, setPicking] = useState<number | null>(null);
  const contacts = store.contacts;
  const { Component: ActionSheet, preload, open: fetchSheet } = useOnDemand(loadActionSheet);
  const openContacts = async (index: number) => {
    const [ready] = await Promise.all([fetchSheet(), contacts.data ? null : contacts.load()]);
    if (!ready) return;
    setPicking(index);
    if (contacts.error) toast.fail(contacts.error);
    else if (!contacts.data?.length) toast.info('暂无常用联系人，请直接填写');
  };
  const list = contacts.data ?? [];
  return (
    <>
      {store.guests.map((name, i) => (
        <FieldRow
          key={i}
          label={store.rooms > 1 ? `入住人${i + 1}` : '入住人'}
          suffix={
            <button
              type="button"
              className={styles.pick}
              aria-label={`从常用联系人选择入住人${i + 1}`}
              onPointerDown={preload}
              onClick={() => void openContacts(i)}
            >
              <Contact aria-hidden="true" />
            </button>
          }
        >
          <Input placeholder={`第${i + 1}间房入住人姓名`} value={name} maxLength={20} onChange={(v) => store.setGuest(i, v)} />
        </FieldRow>
      ))}
      {ActionSheet && (
        <ActionSheet
          visible={picking !== null && list.length > 0}
          title="选择入住人"
          cancelText="取消"
          actions={list.map((c) => ({ name: c.name, subname: c.mobile }))}
          onCancel={() => setPicking(null)}
          onSelect={(_, index) => {
            if (picking !== null) store.pickContact(picking, list[index]);
            setPicking(null);
          }}
        />
      )}
    </>
  );
});
