import { Button, Form, Input, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { replaceDownload } from '../api/replaceDownload';
import { updateContent } from '../api/saveContent';
import { uploadDownload } from '../api/uploadDownload';
import type { ConsoleDownload } from '@conf/contract';
import type { KindView } from './kindView';

const MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'txt', 'png', 'jpg', 'jpeg'];
const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** Checked here to spare a wasted upload; the server checks again, the type by the file's content. A new file is optional when editing. */
const checkFile = (required: boolean) => async (_: unknown, files?: UploadFile[]) => {
  const file = files?.[0];
  if (!file) {
    if (required) throw new Error('请选择要上传的文件');
    return;
  }
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(ext)) throw new Error('只能上传 PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG 文件');
  if ((file.size ?? 0) > MAX_BYTES) throw new Error('文件不能超过5MB');
};

/** The file picked in the form, if one was. */
const chosen = (files: unknown) => (files as UploadFile[] | undefined)?.[0]?.originFileObj as Blob | undefined;

export const downloadsView: KindView<ConsoleDownload> = {
  name: 'downloads',
  title: '资料下载',
  noun: '资料',
  nameOf: (r) => r.title,
  sortable: true,
  columns: [
    { title: '资料名称', dataIndex: 'title' },
    { title: '文件', dataIndex: 'filename', render: (name: string, r) => <a href={`/${r.url.replace(/^\//, '')}`}>{name}</a> },
    { title: '大小', dataIndex: 'size', width: 100, render: size },
  ],
  create: (meetingId, { title, file }) => uploadDownload(meetingId, String(title), chosen(file)!),
  update: (meetingId, row, { title, file }) => {
    const replacement = chosen(file);
    return replacement
      ? replaceDownload(meetingId, row.id, row.version, String(title), replacement)
      : updateContent('downloads', meetingId, row.id, row.version, { title });
  },
  form: (_, editing) => (
    <>
      <Form.Item
        name="title"
        label="资料名称"
        rules={[
          { required: true, whitespace: true, message: '请填写资料名称' },
          { max: 100, message: '资料名称不能超过100个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="file"
        label={editing ? `替换文件（现为 ${editing.filename}，不选则不变）` : '文件'}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[{ validator: checkFile(!editing) }]}
        extra="PDF、Word、Excel、PPT、ZIP、TXT、PNG 或 JPG，不超过5MB"
      >
        <Upload beforeUpload={() => false} maxCount={1} accept={EXTENSIONS.map((e) => `.${e}`).join(',')}>
          <Button>选择文件</Button>
        </Upload>
      </Form.Item>
    </>
  ),
};
