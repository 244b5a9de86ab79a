import { Form, Image, Input, Switch, Tag } from 'antd';
import { RichTextField } from '../../../app/RichTextField';
import { PictureField } from '../components/PictureField';
import type { ConsoleBanner } from '@conf/contract';
import type { KindView } from './kindView';

/** The home page's carousel (the whole site's: platform admins). */
export const bannersView: KindView<ConsoleBanner> = {
  name: 'banners',
  title: '首页轮播图',
  noun: '轮播图',
  platform: true,
  nameOf: (r) => r.title,
  sortable: true,
  wide: true,
  initial: { enabled: true },
  columns: [
    {
      title: '图片',
      dataIndex: 'image',
      width: 140,
      render: (src: string, r) => <Image src={src} alt={r.title} width={120} height={48} style={{ objectFit: 'cover' }} preview={false} />,
    },
    { title: '标题', dataIndex: 'title' },
    { title: '链接', dataIndex: 'url', render: (url: string) => url || '（详情内容）' },
    { title: '状态', dataIndex: 'enabled', width: 88, render: (on: boolean) => (on ? <Tag color="green">显示中</Tag> : <Tag>已隐藏</Tag>) },
  ],
  form: () => (
    <>
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请填写标题' },
          { max: 100, message: '标题不能超过100个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="image" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
        <PictureField label="图片" />
      </Form.Item>
      <Form.Item
        name="url"
        label="链接"
        extra="站内路径（如 /meeting/home/1）或 http(s) 网址；不填则打开下方详情内容"
        rules={[{ pattern: /^($|\/|https?:\/\/)/, message: '链接须以 / 或 http(s):// 开头' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="content" label="详情内容">
        <RichTextField label="详情内容" />
      </Form.Item>
      <Form.Item name="enabled" label="在首页显示" valuePropName="checked">
        <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
      </Form.Item>
    </>
  ),
};
