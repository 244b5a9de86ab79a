import { Field } from 'react-vant/es/field';
import { Picker } from 'react-vant/es/picker';
import Arrow from '@react-vant/icons/es/Arrow';
import styles from './ReserveForm.module.css';

// Rooms are held until the arrival time the guest gives the hotel.
const ARRIVAL_TIMES = ['14:00前', '16:00前', '18:00前', '20:00前', '22:00前', '次日06:00前'];

/** The arrival time, chosen from a picker. */
export function ArrivalField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Picker
      className={styles.picker}
      popup={{ round: true }}
      title="预计到店时间"
      placeholder={false}
      columns={ARRIVAL_TIMES}
      value={value || undefined}
      onConfirm={(v: string) => onChange(v)}
    >
      {(_, __, actions) => (
        // Not a link cell (a button, which may not hold the field's input): the field opens the picker on a tap
        // and on Enter or Space.
        <div
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            actions.open();
          }}
        >
          <Field
            label="到店时间"
            readOnly
            placeholder="请选择预计到店时间"
            value={value}
            onClick={actions.open}
            rightIcon={<Arrow aria-hidden="true" />}
          />
        </div>
      )}
    </Picker>
  );
}
