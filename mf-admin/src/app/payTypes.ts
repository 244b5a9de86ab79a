/** The server's pay types (server/src/features/orders/model.ts PayType) as the console names them. */
export const PAY_TYPES = [
  { value: 'alipay', label: '支付宝' },
  { value: 'offline', label: '对公转账' },
  { value: 'free', label: '免费' },
] as const;

export const payTypeText = (t: string | null | undefined) => PAY_TYPES.find((p) => p.value === t)?.label ?? t ?? '—';
