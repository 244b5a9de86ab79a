import { useState } from 'react';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { uploadPicture } from '../api/uploadPicture';

/** A picture as a form control: its address, filled by uploading a picture (JPG, PNG, GIF, WEBP up to 5MB) or typed. */
export function PictureField({
  value,
  onChange,
  label,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  label: string;
  id?: string;
}) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange?.(await uploadPicture(file));
      void message.success('图片已上传');
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start">
      {value ? <Image src={value} alt={`${label}预览`} width={64} height={64} style={{ objectFit: 'cover' }} /> : null}
      <Space direction="vertical">
        <Input
          id={id}
          aria-label={`${label}地址`}
          value={value}
          placeholder="上传图片，或填写图片地址"
          onChange={(e) => onChange?.(e.target.value)}
          style={{ width: 320 }}
        />
        <Upload
          accept="image/jpeg,image/png,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button loading={busy}>上传{label}</Button>
        </Upload>
      </Space>
    </Space>
  );
}
