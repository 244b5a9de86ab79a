import { render, screen } from '@testing-library/react';
import { CouponCard } from './CouponCard';
import { claimValidity, heldValidity } from './validity';
import type { ClaimableCoupon, HeldCoupon } from '../api/coupons';

it('shows the amount, the threshold, the scope and the validity', () => {
  render(
    <CouponCard
      coupon={{ amount: 10000, threshold: 50000, name: '会议报名满减券', meeting_title: '医疗器械大会' }}
      validity="2025.06.01 - 2025.07.01"
    />,
  );
  expect(screen.getByText('100')).toBeInTheDocument();
  expect(screen.getByText('满500元可用')).toBeInTheDocument();
  expect(screen.getByText('限“医疗器械大会”使用')).toBeInTheDocument();
  expect(screen.getByText('2025.06.01 - 2025.07.01')).toBeInTheDocument();
});

it('says 无门槛 and 通用 for an unconditional general coupon, and stamps used ones', () => {
  render(<CouponCard coupon={{ amount: 1250, threshold: 0, name: '通用券', meeting_title: null }} validity="" stamp="已使用" />);
  expect(screen.getByText('12.5')).toBeInTheDocument();
  expect(screen.getByText('无门槛')).toBeInTheDocument();
  expect(screen.getByText('全平台会议、酒店通用')).toBeInTheDocument();
  expect(screen.getByText('已使用')).toBeInTheDocument();
});

const held = (o: Partial<HeldCoupon>): HeldCoupon =>
  ({
    id: 1,
    coupon_id: 1,
    name: '',
    amount: 100,
    threshold: 0,
    meeting_id: null,
    meeting_title: null,
    valid_from: '2025-06-01T01:00:00Z',
    valid_to: '2025-07-01T01:00:00Z',
    used_at: null,
    state: 'unused',
    ...o,
  }) as HeldCoupon;

it('gives validity in Shanghai dates, or when a used one was used', () => {
  expect(heldValidity(held({}))).toBe('2025年6月1日 - 2025年7月1日');
  expect(heldValidity(held({ state: 'used', used_at: '2025-06-10T06:30:00Z' }))).toBe('使用于 2025年6月10日 14:30');
});

it("tells a claimable coupon's validity from its days, or its fixed last day when sooner", () => {
  const now = Date.parse('2025-06-01T00:00:00Z');
  const c = { valid_days: 30, valid_end: null } as ClaimableCoupon;
  expect(claimValidity(c, now)).toBe('领取后30天内有效');
  expect(claimValidity({ ...c, valid_end: '2025-06-10T00:00:00Z' }, now)).toBe('有效期至 2025年6月10日');
  expect(claimValidity({ ...c, valid_end: '2025-12-31T00:00:00Z' }, now)).toBe('领取后30天内有效');
});
