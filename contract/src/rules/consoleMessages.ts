/** Who a console message goes to, and how the console and the audit log name each audience. */
export const AUDIENCES = ['all', 'ticket_type', 'unpaid'] as const;
export type AudienceKind = (typeof AUDIENCES)[number];

export const AUDIENCE_TEXT: Record<AudienceKind, string> = {
  all: '全部参会人',
  ticket_type: '指定票种的参会人',
  unpaid: '待支付订单的用户',
};
