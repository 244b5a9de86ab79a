/** How a remote is named to users when it cannot be reached. */
export const REMOTE_LABELS: Record<string, string> = {
  mf_meeting: '会议',
  mf_hotel: '酒店',
  mf_order_invoice: '订单与发票',
  mf_account: '我的账户',
  mf_verify: '签到核销',
  mf_admin: '会务后台',
};
