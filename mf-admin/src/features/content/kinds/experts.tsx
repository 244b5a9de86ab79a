import { Avatar, Form, Input } from 'antd';
import { RichTextField } from '../../../app/RichTextField';
import { PictureField } from '../components/PictureField';
import type { ConsoleExpert } from '@conf/contract';
import type { KindView } from './kindView';

export const expertsView: KindView<ConsoleExpert> = {
  name: 'experts',
  title: '专家管理',
  noun: '专家',
  nameOf: (r) => r.name,
  sortable: true,
  wide: true,
  columns: [
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 72,
      render: (src: string, r) => <Avatar src={src} alt={`${r.name}的头像`} size={40} />,
    },
    { title: '姓名', dataIndex: 'name' },
    { title: '职称', dataIndex: 'title' },
    { title: '单位', dataIndex: 'organization' },
    { title: '会上角色', dataIndex: 'role' },
  ],
  form: () => (
    <>
      <Form.Item
        name="name"
        label="姓名"
        rules={[
          { required: true, whitespace: true, message: '请填写姓名' },
          { max: 30, message: '姓名不能超过30个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="title" label="职称" rules={[{ max: 100, message: '职称不能超过100个字' }]}>
        <Input placeholder="如：主任医师、教授" />
      </Form.Item>
      <Form.Item name="organization" label="单位" rules={[{ max: 100, message: '单位不能超过100个字' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="role" label="会上角色" rules={[{ max: 30, message: '会上角色不能超过30个字' }]}>
        <Input placeholder="如：大会主席、特邀讲者" />
      </Form.Item>
      <Form.Item name="avatar" label="头像">
        <PictureField label="头像" />
      </Form.Item>
      <Form.Item name="introduction" label="介绍">
        <RichTextField label="介绍" />
      </Form.Item>
    </>
  ),
};
