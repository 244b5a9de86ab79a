import { Form, Image, Input } from 'antd';
import { RichTextField } from '../../../app/RichTextField';
import { PictureField } from '../components/PictureField';
import type { ConsoleExhibitor } from '@conf/contract';
import type { KindView } from './kindView';

export const exhibitorsView: KindView<ConsoleExhibitor> = {
  name: 'exhibitors',
  title: '展商管理',
  noun: '展商',
  nameOf: (r) => r.name,
  sortable: true,
  wide: true,
  columns: [
    {
      title: '标志',
      dataIndex: 'logo',
      width: 80,
      render: (src: string, r) => (src ? <Image src={src} alt={`${r.name}的标志`} width={48} height={48} preview={false} /> : null),
    },
    { title: '展商名称', dataIndex: 'name' },
    { title: '展位号', dataIndex: 'booth' },
    { title: '类别', dataIndex: 'category' },
    { title: '联系电话', dataIndex: 'phone' },
  ],
  form: () => (
    <>
      <Form.Item
        name="name"
        label="展商名称"
        rules={[
          { required: true, whitespace: true, message: '请填写展商名称' },
          { max: 100, message: '展商名称不能超过100个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="booth" label="展位号" rules={[{ max: 50, message: '展位号不能超过50个字' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="category" label="类别" rules={[{ max: 50, message: '类别不能超过50个字' }]}>
        <Input placeholder="如：医疗器械" />
      </Form.Item>
      <Form.Item name="phone" label="联系电话" rules={[{ pattern: /^[0-9+\- ]*$/, message: '联系电话只能包含数字、+、- 和空格' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="website" label="网址" rules={[{ pattern: /^($|https?:\/\/)/, message: '网址须以 http:// 或 https:// 开头' }]}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="logo" label="标志图片">
        <PictureField label="标志图片" />
      </Form.Item>
      <Form.Item name="introduction" label="展商介绍">
        <RichTextField label="展商介绍" />
      </Form.Item>
    </>
  ),
};
