import { useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import { uploadPicture } from '../api/uploadPicture';

/** A picture of the meeting (cover, banner): uploaded through the site's upload, kept by its address. */
export function PictureField({ value, onChange, label }: { value?: string; onChange?: (url: string) => void; label: string }) {
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  return (
    <Space align="start">
      {value ? (
        <img src={value} alt={label} style={{ width: 160, height: 90, objectFit: 'cover', border: '1px solid #eee' }} />
      ) : (
        <span style={{ color: '#666' }}>未上传（将使用自动生成的图片）</span>
      )}
      <Upload
        accept="image/jpeg,image/png,image/gif,image/webp"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          uploadPicture(file as Blob)
            .then(
              ({ url }) => onChange?.(url),
              (error: Error) => void message.error(error.message),
            )
            .finally(() => setBusy(false));
        }}
      >
        {/* Named by what it says and of which picture (更换封面图), so a voice user can say what they see. */}
        <Button loading={busy} aria-label={`${value ? '更换' : '上传'}${label}`}>
          {value ? '更换' : '上传'}
        </Button>
      </Upload>
    </Space>
  );
}
