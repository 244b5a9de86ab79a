import { useState } from 'react';
import { Dialog } from 'react-vant/es/dialog';
import { Field } from 'react-vant/es/field';
import { toast } from '@conf/shared';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** Rejects with the server's reason when the refund is refused; the dialog stays open then. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Asks why the user wants the money back, the reason the organiser reviews. */
export default function RefundDialog({ visible, onClose, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      toast.info('请填写退款原因');
      return;
    }
    await onSubmit(text);
    setReason('');
  };
  return (
    <Dialog visible={visible} title="申请退款" showCancelButton confirmButtonText="提交申请" onCancel={onClose} onConfirm={confirm}>
      <Field
        value={reason}
        onChange={setReason}
        type="textarea"
        rows={3}
        maxLength={200}
        showWordLimit
        placeholder="请填写退款原因，主办方审核后原路退回"
        aria-label="退款原因"
      />
    </Dialog>
  );
}
