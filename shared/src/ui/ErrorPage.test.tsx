import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { setNavigator } from '../navigation/navigator';

let navigate: jest.Mock;
beforeEach(() => {
  navigate = jest.fn();
  setNavigator(navigate);
});
afterEach(() => setNavigator(null));

it('the 404 variant is titled Page Not Found', () => {
  render(<ErrorPage status={404} />);
  const page = screen.getByTestId('error-page');
  expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
  expect(page).toHaveTextContent('404');
  expect(page).toHaveTextContent('页面不存在');
});

it('any other status gets the generic variant, Internal Server Error', () => {
  render(<ErrorPage status={503} message="服务暂不可用" />);
  expect(screen.getByRole('heading')).toHaveTextContent('Internal Server Error');
  expect(screen.getByTestId('error-page')).toHaveTextContent('503');
  expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
  expect(screen.getByText('页面出错了')).toBeInTheDocument();
});

it('defaults to status 500', () => {
  render(<ErrorPage />);
  expect(screen.getByTestId('error-page')).toHaveTextContent('500');
  expect(screen.getByRole('heading')).toHaveTextContent('Internal Server Error');
});

it('takes a title of its own', () => {
  render(<ErrorPage status={404} title="会议不存在" />);
  expect(screen.getByRole('heading')).toHaveTextContent('会议不存在');
});

it('offers 重试 only with a retry handler', () => {
  const onRetry = jest.fn();
  const { rerender } = render(<ErrorPage />);
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  rerender(<ErrorPage onRetry={onRetry} />);
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('返回首页 goes home', () => {
  render(<ErrorPage />);
  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
  expect(navigate).toHaveBeenCalledWith('/', undefined);
});

describe('NotFoundPage', () => {
  it("says 'Page not found: {path}' for the given path", () => {
    render(<NotFoundPage path="/no/such/page" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('uses the current path by default', () => {
    window.history.replaceState(null, '', '/missing?x=1');
    render(<NotFoundPage />);
    expect(screen.getByText('Page not found: /missing')).toBeInTheDocument();
  });
});

it('names the browser tab after what it shows', () => {
  document.title = '会议主页';
  const { unmount } = render(<ErrorPage status={404} message="Page not found: /x" />);
  expect(document.title).toBe('页面不存在');
  unmount();
  render(<ErrorPage status={500} />);
  expect(document.title).toBe('页面出错了');
});
