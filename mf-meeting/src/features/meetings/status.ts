import type { MeetingStatus } from './api/meetings';

export const STATUS_TEXT: Record<MeetingStatus, string> = { upcoming: '未开始', ongoing: '进行中', ended: '已结束' };
