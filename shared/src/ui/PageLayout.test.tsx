import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageLayout } from './PageLayout';

function renderAt(entries: string[], root = false) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<p>首页</p>} />
        <Route path="/list" element={<p>列表</p>} />
        <Route path="/order" element={<p>订单列表</p>} />
        <Route
          path="/order/detail"
          element={
            <PageLayout title="订单详情">
              <p>订单</p>
            </PageLayout>
          }
        />
        <Route
          path="/detail"
          element={
            <PageLayout title="会议详情" root={root}>
              <p>正文</p>
            </PageLayout>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const backArrow = (container: HTMLElement) => container.querySelector('.rv-nav-bar__left');

it('shows the title in the bar and as the document title', () => {
  renderAt(['/detail']);
  expect(screen.getAllByText('会议详情').length).toBeGreaterThan(0);
  expect(screen.getByText('正文')).toBeInTheDocument();
  expect(document.title).toBe('会议详情');
});

it('goes back with the arrow', () => {
  const { container } = renderAt(['/list', '/detail']);
  expect(container.querySelector('.rv-nav-bar__arrow')).not.toBeNull();
  fireEvent.click(backArrow(container)!);
  expect(screen.getByText('列表')).toBeInTheDocument();
});

it("opened directly, goes to the page's parent in the app, though the tab has other sites behind it", () => {
  // history.length counts the other sites' pages: it must not be read as pages of this site.
  const spy = jest.spyOn(window.history, 'length', 'get').mockReturnValue(3);
  const { container } = renderAt(['/order/detail?order_sn=M1']);
  fireEvent.click(backArrow(container)!);
  expect(screen.getByText('订单列表')).toBeInTheDocument();
  spy.mockRestore();
});

it('goes home with the arrow when the page has no parent in the table', () => {
  const { container } = renderAt(['/detail']);
  fireEvent.click(backArrow(container)!);
  expect(screen.getByText('首页')).toBeInTheDocument();
});

it('has no back arrow on a root page', () => {
  const { container } = renderAt(['/detail'], true);
  expect(container.querySelector('.rv-nav-bar__arrow')).toBeNull();
});
