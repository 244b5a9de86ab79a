import { useState, type KeyboardEvent } from 'react';
import { Input } from 'react-vant/es/input';
import Arrow from '@react-vant/icons/es/Arrow';
import { FieldRow } from '@conf/form';
import { useOnDemand } from '@conf/shared';
import { loadPicker } from './onDemand';
import styles from './ReserveForm.module.css';

// Rooms are held until the arrival time the guest gives the hotel.
const ARRIVAL_TIMES = ['14:00前', '16:00前', '18:00前', '20:00前', '22:00前', '次日06:00前'];

/** The arrival time, chosen from a picker fetched at the first tap (or Enter, Space). */
export function ArrivalField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  const { Component: Picker, preload, open: fetchPicker } = useOnDemand(loadPicker);
  const show = () => void fetchPicker().then((ready) => ready && setOpen(true));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    show();
  };
  return (
    <>
      {/* Not a link cell (a button, which may not hold the field's input): the field opens the picker. */}
      <div onPointerDown={preload} onKeyDown={onKeyDown} onClick={show}>
        <FieldRow label="到店时间" suffix={<Arrow aria-hidden="true" className={styles.arrow} />}>
          <Input readOnly placeholder="请选择预计到店时间" value={value} />
        </FieldRow>
      </div>
      {Picker && (
        <Picker
          className={styles.picker}
          popup={{ round: true }}
          visible={open}
          title="预计到店时间"
          placeholder={false}
          columns={ARRIVAL_TIMES}
          value={value || undefined}
          onConfirm={(v: string) => onChange(v)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
