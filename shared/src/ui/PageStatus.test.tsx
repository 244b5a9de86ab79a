import { fireEvent, render, screen } from '@testing-library/react';
import { AsyncContent } from './PageStatus';

const content = <p>内容</p>;

it('shows the skeleton while loading', () => {
  render(<AsyncContent loading>{content}</AsyncContent>);
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(screen.queryByText('内容')).toBeNull();
});

it('shows the error with a retry, even while a reload is under way', () => {
  const onRetry = jest.fn();
  render(
    <AsyncContent loading error="网络异常" onRetry={onRetry}>
      {content}
    </AsyncContent>,
  );
  expect(screen.getByText('网络异常')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('loading-skeleton')).toBeNull();
});

it('shows the empty state, 暂无数据 unless told otherwise', () => {
  const { rerender } = render(
    <AsyncContent loading={false} empty>
      {content}
    </AsyncContent>,
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  rerender(
    <AsyncContent loading={false} empty emptyText="暂无会议">
      {content}
    </AsyncContent>,
  );
  expect(screen.getByText('暂无会议')).toBeInTheDocument();
  expect(screen.queryByText('内容')).toBeNull();
});

it('shows the content once loaded', () => {
  render(<AsyncContent loading={false}>{content}</AsyncContent>);
  expect(screen.getByText('内容')).toBeInTheDocument();
});

it("shows the server's refusal as it is, without 重新加载", () => {
  const onRetry = jest.fn();
  render(
    <AsyncContent loading={false} error="会议不存在或已下线" refused onRetry={onRetry}>
      <p>内容</p>
    </AsyncContent>,
  );
  expect(screen.getByTestId('empty-state')).toHaveTextContent('会议不存在或已下线');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  expect(screen.queryByTestId('error-state')).toBeNull();
  expect(screen.queryByText('内容')).toBeNull();
});
