/** The audit log's action codes (server: core/audit.ts callers) as the console names them. */
export const ACTION_TEXT: Record<string, string> = {
  'voucher.approve': '通过转账凭证',
  'voucher.reject': '驳回转账凭证',
  'voucher.expire': '转账凭证超时未审',
  'refund.approve': '同意退款',
  'refund.reject': '拒绝退款',
  'refund.markPaid': '登记退款已打款',
  'order.cancel': '取消订单',
  'order.resend': '重发确认通知',
  'attendee.correct': '更正参会人',
  'export.create': '生成导出',
  'export.download': '下载导出',
  'staff.grant': '设置工作人员',
  'staff.revoke': '移除工作人员',
  'admin.grant': '授予平台管理员',
};

export const actionText = (action: string) => ACTION_TEXT[action] ?? action;

/** Who did it: the person's name, or the command line, or the system's own jobs. */
export function actorText(a: { actor: string; actor_name?: string | null }): string {
  if (a.actor_name) return a.actor_name;
  return a.actor === 'cli' ? '命令行' : a.actor === 'system' ? '系统' : a.actor;
}
