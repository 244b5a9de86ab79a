import type { PageData } from '@conf/shared';
import type { MeetingDetails, MeetingSummary } from '../features/meetings';
import type { ArticleSummary, Article } from '../features/articles';
import type { ExpertSummary } from '../features/experts';
import type { ScheduleSummary } from '../features/schedules';

/** Replies shaped like the server's, for the pages' tests. */
export const page = <T>(data: T[], current = 1, last = 1): PageData<T> => ({
  total: data.length,
  per_page: 10,
  current_page: current,
  last_page: last,
  data,
});

export const meeting = (over: Partial<MeetingSummary> = {}): MeetingSummary => ({
  id: 1,
  title: '第十届中国智慧医疗创新大会',
  subtitle: '数智赋能 · 健康未来',
  cover: '/api/wyms/media/cover.svg?text=a',
  start_at: '2030-06-11T00:30:00Z',
  end_at: '2030-06-13T09:30:00Z',
  province: '上海市',
  city: '上海市',
  venue: '上海国际会议中心',
  tags: [],
  status: 'ongoing',
  ...over,
});

export const meetingDetails = (over: Partial<MeetingDetails> = {}): MeetingDetails => ({
  ...meeting(),
  background_image: '/api/wyms/media/background.svg?text=a',
  address: '上海市浦东新区滨江大道 2727 号',
  organizer: '华夏医院管理协会',
  phone: '021-68886666',
  brief_introduction: '<p>年度盛会。</p>',
  expert_count: 14,
  schedule_count: 14,
  exhibitor_count: 20,
  ...over,
});

export const article = (over: Partial<Article> = {}): Article => ({
  id: 7,
  title: '大会今日开幕',
  cover: '/api/wyms/media/cover.svg?text=b',
  summary: '开幕',
  author: '大会组委会',
  views: 12,
  published_at: '2030-06-11T04:30:00Z',
  cat_id: 4,
  cat_name: '会议快讯',
  meeting_id: 1,
  meeting_title: '第十届中国智慧医疗创新大会',
  content: '<p>大会在上海开幕。</p>',
  ...over,
});

export const articleSummary = (over: Partial<ArticleSummary> = {}): ArticleSummary => {
  const { content: _content, ...rest } = article(over);
  return rest;
};

export const expert = (over: Partial<ExpertSummary> = {}): ExpertSummary => ({
  id: 3,
  name: '陈立民',
  avatar: '/api/wyms/media/avatar.svg?text=陈立民',
  title: '主任医师、教授',
  organization: '华东医科大学附属中心医院',
  role: '大会主席',
  ...over,
});

export const session = (over: Partial<ScheduleSummary> = {}): ScheduleSummary => ({
  id: 5,
  title: '开幕式',
  start_at: '2030-06-11T01:00:00Z',
  end_at: '2030-06-11T01:30:00Z',
  hall: '一层主会场',
  host: '刘建华',
  speakers: [{ id: 3, name: '陈立民', avatar: '', title: '教授', organization: '华东医科大学', topic: '致辞' }],
  ...over,
});
