import { Form, Input, Switch, Tag } from 'antd';
import { dayjs } from '@conf/shared';
import type { Dayjs } from 'dayjs';
import { RichTextField } from '../../../app/RichTextField';
import { ZonedTime } from '../../../app/ZonedTime';
import { PictureField } from '../components/PictureField';
import type { ConsoleArticle } from '@conf/contract';
import type { KindView } from './kindView';
import { ZonedDatePicker } from '../../../app/ZonedPickers';

export const articlesView: KindView<ConsoleArticle> = {
  name: 'articles',
  title: '文章与新闻',
  noun: '文章',
  nameOf: (r) => r.title,
  wide: true,
  initial: { published: true, category: '会议新闻' },
  columns: [
    { title: '标题', dataIndex: 'title' },
    { title: '分类', dataIndex: 'category' },
    { title: '发布时间', dataIndex: 'published_at', render: (at: string | null) => <ZonedTime at={at} /> },
    { title: '阅读', dataIndex: 'views', width: 72 },
    {
      title: '状态',
      dataIndex: 'published',
      width: 88,
      render: (on: boolean) => (on ? <Tag color="green">显示中</Tag> : <Tag>已隐藏</Tag>),
    },
  ],
  toForm: (r) => ({ ...r, published_at: r.published_at ? dayjs(r.published_at) : undefined }),
  fromForm: ({ published_at: at, ...v }) => ({ ...v, ...(at ? { published_at: (at as Dayjs).toISOString() } : {}) }),
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
      <Form.Item name="category" label="分类" rules={[{ max: 30, message: '分类不能超过30个字' }]}>
        <Input placeholder="如：会议新闻、通知公告" />
      </Form.Item>
      <Form.Item name="author" label="作者" rules={[{ max: 50, message: '作者不能超过50个字' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="summary" label="摘要" extra="不填则取正文开头" rules={[{ max: 200, message: '摘要不能超过200个字' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="cover" label="封面图片">
        <PictureField label="封面图片" />
      </Form.Item>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
        <RichTextField label="正文" />
      </Form.Item>
      <Form.Item name="published_at" label="发布时间" extra="不填则为现在">
        <ZonedDatePicker />
      </Form.Item>
      <Form.Item name="published" label="在参会者页面显示" valuePropName="checked">
        <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
      </Form.Item>
    </>
  ),
};
