import { useState } from 'react';
import { Button } from 'react-vant/es/button';
import { Field } from 'react-vant/es/field';
import { Uploader, type UploaderValueItem } from 'react-vant/es/uploader';
import { errorMessage, toast } from '@conf/shared';
import { uploadVoucherImage } from '../api/payment';
import styles from './Offline.module.css';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The transfer's receipt: a picture (uploaded at once), the payer's account name and a remark. */
export function VoucherForm({ onSubmit }: { onSubmit: (input: { image: string; payer_name: string; remark: string }) => Promise<void> }) {
  const [images, setImages] = useState<UploaderValueItem[]>([]);
  const [payer, setPayer] = useState('');
  const [remark, setRemark] = useState('');
  const upload = async (file: File): Promise<UploaderValueItem> => {
    try {
      const { url } = await uploadVoucherImage(file);
      return { url };
    } catch (e) {
      toast.fail(errorMessage(e));
      throw e;
    }
  };
  const submit = async () => {
    const image = images.find((i) => i.url && !i.url.startsWith('blob:'))?.url;
    if (!image) {
      toast.info('请先上传转账凭证图片');
      return;
    }
    try {
      await onSubmit({ image, payer_name: payer.trim(), remark: remark.trim() });
      toast.success('凭证已提交');
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <div className={styles.form} data-testid="voucher-form">
      <p className={styles.label}>转账凭证</p>
      <Uploader
        value={images}
        onChange={setImages}
        upload={upload}
        maxCount={1}
        accept="image/*"
        maxSize={MAX_IMAGE_BYTES}
        onOversize={() => toast.info('图片不能超过 5MB')}
        uploadText="上传凭证"
      />
      <Field label="付款户名" value={payer} onChange={setPayer} placeholder="转账所用账户的户名" maxLength={100} />
      <Field label="备注" value={remark} onChange={setRemark} placeholder="选填，如转账流水号" maxLength={200} />
      <Button round block type="primary" onClick={() => void submit()} className={styles.submit}>
        提交转账凭证
      </Button>
    </div>
  );
}
