import { Button, Form, Input, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { uploadDownload } from '../api/uploadDownload';
import type { KindView } from './kindView';

const MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'txt', 'png', 'jpg', 'jpeg'];
const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** Checked here to spare a wasted upload; the server checks again, the type by the file's content. */
const checkFile = async (_: unknown, files?: UploadFile[]) => {
  const file = files?.[0];
  if (!file) throw new Error('请选择要上传的文件');
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(ext)) throw new Error('只能上传 PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG 文件');
  if ((file.size ?? 0) > MAX_BYTES) throw new Error('文件不能超过5MB');
};

export const downloadsView: KindView = {
  name: 'downloads',
  title: '资料下载',
  noun: '资料',
  nameOf: (r) => String(r.title),
  sortable: true,
  columns: [
    { title: '资料名称', dataIndex: 'title' },
    { title: '文件', dataIndex: 'filename', render: (name: string, r) => <a href={`/${String(r.url).replace(/^\//, '')}`}>{name}</a> },
    { title: '大小', dataIndex: 'size', width: 100, render: size },
  ],
  create: (meetingId, { title, file }) => uploadDownload(meetingId, String(title), (file as UploadFile[])[0].originFileObj as Blob),
  form: (_, editing) => (
    <>
      <Form.Item name="title" label="资料名称" rules={[{ required: true, whitespace: true, message: '请填写资料名称' }, { max: 100, message: '资料名称不能超过100个字' }]}><Input /></Form.Item>
      {!editing && (
        <Form.Item name="file" label="文件" valuePropName="fileList" getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)} rules={[{ validator: checkFile }]}
          extra="PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG，不超过5MB">
          <Upload beforeUpload={() => false} maxCount={1} accept={EXTENSIONS.map((e) => `.${e}`).join(',')}>
            <Button>选择文件</Button>
          </Upload>
        </Form.Item>
      )}
    </>
  ),
};
