import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { stubLocation } from '../testing/browser';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('渲染出错');
  return <p>正常</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the generic error page with the error message', () => {
  render(
    <ErrorBoundary>
      <Boom fail />
    </ErrorBoundary>,
  );
  const page = screen.getByTestId('error-page');
  expect(page).toHaveTextContent('500');
  expect(page).toHaveTextContent('Internal Server Error');
  expect(page).toHaveTextContent('渲染出错');
});

it('retrying reloads the page', () => {
  const { location, restore } = stubLocation();
  render(
    <ErrorBoundary>
      <Boom fail />
    </ErrorBoundary>,
  );
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  restore();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('recovers when the reset key changes (the user navigated away)', () => {
  const { rerender } = render(
    <ErrorBoundary resetKey="/a">
      <Boom fail />
    </ErrorBoundary>,
  );
  rerender(
    <ErrorBoundary resetKey="/b">
      <Boom fail={false} />
    </ErrorBoundary>,
  );
  expect(screen.getByText('正常')).toBeInTheDocument();
  expect(screen.queryByTestId('error-page')).toBeNull();
});
