import type { PickerPopupActions } from 'react-vant/es/picker';
import { PopupOnTap } from '../PopupOnTap';
import type { ControlProps } from './controlProps';

const loadPicker = () => import('react-vant/es/picker').then((m) => ({ default: m.Picker }));

/** One of the question's options, on a wheel. */
export default function SelectControl({ field, hint, value, onChange }: ControlProps) {
  const picked = value as string | undefined;
  return (
    <PopupOnTap
      label={picked || hint}
      picked={Boolean(picked)}
      load={loadPicker}
      // The wheel starts on the first option: confirmed unturned, that is the choice it shows.
      popup={(Picker, ref, button) => (
        <Picker
          ref={ref}
          popup={{ round: true }}
          title={field.label}
          columns={field.options}
          value={picked || field.options[0]}
          onConfirm={(v: string) => onChange?.(v)}
        >
          {(_: unknown, __: unknown, actions: PickerPopupActions) => button(actions)}
        </Picker>
      )}
    />
  );
}
