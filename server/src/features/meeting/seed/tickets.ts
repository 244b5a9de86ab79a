import type { Queryable } from '../../../db';
import { createTicketType, type TicketInput } from '../tickets/ticketTypes';
import { at } from './time';
import { MEDICAL_TITLE } from './medicalMeeting';

/**
 * The demo meetings' ticket types, by meeting title, with sale windows relative to today. A demo step
 * of its own, so a database seeded before tickets existed gets them too.
 */
function demoTickets(now: number): Record<string, TicketInput[]> {
  const d = (offset: number, hhmm: string) => at(offset, hhmm, now);
  return {
    // Under way: sales ended when it opened; the demo user's tickets for it are checked in at the door.
    [MEDICAL_TITLE]: [
      { name: '标准票', price: 98000, stock: 500, limit: 5, description: '含三天会议、资料与午餐' },
      { name: '会员票', price: 68000, stock: 200, limit: 2, description: '限学会会员，现场核验会员证' },
      { name: '学生票', price: 0, stock: 50, limit: 1, description: '凭学生证入场，不含午餐' },
    ],
    第八届长三角数字经济峰会: [
      {
        name: '早鸟票',
        price: 68000,
        stock: 100,
        limit: 5,
        sale_end: d(10, '23:59'),
        refund_deadline: d(15, '23:59'),
        description: '开幕前 8 天截止，含两天会议与午餐',
      },
      { name: '标准票', price: 98000, stock: 300, limit: 5, refund_deadline: d(15, '23:59'), description: '含两天会议与午餐' },
      {
        name: 'VIP 票',
        price: 298000,
        stock: 3,
        limit: 2,
        refund_deadline: d(15, '23:59'),
        description: '前排座位、嘉宾晚宴与会后闭门交流',
      },
      { name: '学生票', price: 0, stock: 50, limit: 1, description: '凭学生证入场，不含午餐' },
    ],
    第五届全国酒店业高质量发展论坛: [
      { name: '标准票', price: 128000, stock: 200, limit: 5, refund_deadline: d(33, '23:59'), description: '含论坛、资料与午餐' },
      { name: '现场票', price: 158000, stock: 50, limit: 2, sale_start: d(35, '09:00'), description: '开幕前 5 天起售' },
    ],
    第六届粤港澳大湾区新能源产业博览会: [{ name: '标准票', price: 88000, stock: 300, limit: 5 }],
  };
}

export async function seedTickets(q: Queryable): Promise<void> {
  for (const [title, tickets] of Object.entries(demoTickets(Date.now()))) {
    const [meeting] = await q.query<{ id: number }>(
      'SELECT m.id FROM meetings m WHERE m.title = $1 AND NOT EXISTS (SELECT 1 FROM ticket_types t WHERE t.meeting_id = m.id) ORDER BY m.id LIMIT 1',
      [title],
    );
    if (!meeting) continue;
    for (const [i, t] of tickets.entries()) await createTicketType(q, meeting.id, t, i);
  }
}
