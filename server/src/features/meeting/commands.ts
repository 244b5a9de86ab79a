import path from 'node:path';
import { requiredArg, type Command } from '../../cli/command';
import { one } from '../../db';
import { importMeeting } from './import/importMeeting';
import { readMeetingFile } from './import/readMeetingFile';

export const meetingCommands: Command[] = [
  {
    name: 'import-meeting',
    help: '从 JSON/YAML 文件导入会议（含专家、日程、展商、文章、资料、报名字段）  --file server/examples/meeting.yaml',
    async run(db, args) {
      const file = path.resolve(requiredArg(args, 'file', '会议文件'));
      const input = readMeetingFile(file);
      const id = await db.tx(async (q) => {
        // The same meeting imported twice is almost always a mistake; a changed title or start is a new meeting.
        const dup = await one<{ id: number }>(q, 'SELECT id FROM meetings WHERE title = $1 AND start_at = $2', [
          input.title,
          input.start_at,
        ]);
        if (dup) throw new Error(`会议「${input.title}」已存在（ID ${dup.id}），未重复导入`);
        return importMeeting(q, input, path.dirname(file));
      });
      const counts = [
        `专家 ${input.experts?.length ?? 0}`,
        `日程 ${input.schedules?.length ?? 0}`,
        `展商 ${input.exhibitors?.length ?? 0}`,
        `文章 ${input.articles?.length ?? 0}`,
        `资料 ${input.downloads?.length ?? 0}`,
        `入口 ${input.entries?.length ?? 0}`,
      ];
      return `已导入会议「${input.title}」，ID ${id}（${counts.join('，')}）`;
    },
  },
];
