import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

function Orders({ onChange = () => undefined }: { onChange?: (name: string | number) => void }) {
  const [active, setActive] = useState<string | number>('paid');
  return (
    <>
      <button>之前</button>
      <Tabs
        label="订单状态"
        active={active}
        onChange={(name) => {
          onChange(name);
          setActive(name);
        }}
      >
        <Tabs.TabPane name="all" title="全部">
          <p>全部订单</p>
        </Tabs.TabPane>
        <Tabs.TabPane name="paid" title="已支付">
          <p>已支付订单</p>
        </Tabs.TabPane>
        <Tabs.TabPane name="refund" title="退款">
          <p>退款订单</p>
        </Tabs.TabPane>
      </Tabs>
      <button>之后</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

it('is a named tablist of tabs, each controlling its panel, aria-selected on the chosen tab only', () => {
  render(<Orders />);
  const list = screen.getByRole('tablist', { name: '订单状态' });
  expect(screen.getAllByRole('tab')).toHaveLength(3);
  expect(list).toContainElement(tab('全部'));
  expect(selected()).toEqual([tab('已支付')]);
  expect(tab('全部')).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel', { name: '已支付' });
  expect(tab('已支付')).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveTextContent('已支付订单');
  expect(document.querySelectorAll('[aria-selected]:not([role="tab"])')).toHaveLength(0);
});

it('puts only the chosen tab in the Tab order', async () => {
  render(<Orders />);
  await userEvent.tab();
  await userEvent.tab();
  expect(tab('已支付')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '之后' })).toHaveFocus();
});

it('moves and shows with the arrow keys, wrapping at both ends, and Home and End', async () => {
  const onChange = jest.fn();
  render(<Orders onChange={onChange} />);
  tab('已支付').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('退款')).toHaveFocus();
  expect(selected()).toEqual([tab('退款')]);
  expect(screen.getByRole('tabpanel', { name: '退款' })).toHaveTextContent('退款订单');
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('全部')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('退款')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(selected()).toEqual([tab('全部')]);
  await userEvent.keyboard('{End}');
  expect(selected()).toEqual([tab('退款')]);
  expect(tab('退款')).toHaveFocus();
  expect(onChange.mock.calls.map(([n]) => n)).toEqual(['refund', 'all', 'refund', 'all', 'refund']);
  // Other keys are left to the page.
  await userEvent.keyboard('{ArrowDown}');
  expect(selected()).toEqual([tab('退款')]);
});

it('renders a panel only once it has been shown, and keeps it after', async () => {
  render(<Orders />);
  expect(screen.queryByText('全部订单')).toBeNull();
  await userEvent.click(tab('全部'));
  expect(screen.getByText('全部订单')).toBeVisible();
  await userEvent.click(tab('已支付'));
  expect(screen.getByText('全部订单')).not.toBeVisible();
  expect(screen.getByText('已支付订单')).toBeVisible();
});

it('draws tabs without panels when the page shows the content elsewhere', () => {
  render(
    <Tabs label="核销状态" active="a" onChange={() => undefined}>
      <Tabs.TabPane name="a" title="已核销" />
      <Tabs.TabPane name="b" title="未到场" />
    </Tabs>,
  );
  expect(tab('已核销')).not.toHaveAttribute('aria-controls');
  expect(screen.queryByRole('tabpanel')).toBeNull();
});
