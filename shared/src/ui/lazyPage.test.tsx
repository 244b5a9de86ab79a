import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyPage } from './lazyPage';
import { ErrorBoundary } from './ErrorBoundary';
import { stubLocation, type StubbedLocation } from '../testing/browser';

let location: StubbedLocation;
let restore: () => void;

beforeEach(() => {
  sessionStorage.clear();
  ({ location, restore } = stubLocation('http://localhost/meeting/home/1'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const chunkError = () => Promise.reject(new Error('Loading chunk 42 failed.'));

/** One page load: a fresh lazy component, as after a real reload. */
function renderPage(factory: Parameters<typeof lazyPage>[0], resetKey = 'a') {
  const Page = lazyPage(factory);
  return render(
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

it('renders the page when the chunk loads', async () => {
  renderPage(async () => ({ default: () => <h1>会议首页</h1> }));
  expect(await screen.findByText('会议首页')).toBeInTheDocument();
  expect(location.reload).not.toHaveBeenCalled();
});

it('reloads once when the chunk fails, waiting instead of showing an error', async () => {
  renderPage(chunkError);
  await waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
  expect(screen.getByText('加载中')).toBeInTheDocument();
  expect(screen.queryByTestId('error-page')).toBeNull();
});

it('shows the error page when the chunk fails again within 10 s, instead of reloading in a loop', async () => {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  renderPage(chunkError).unmount();
  await jest.advanceTimersByTimeAsync(0);
  expect(location.reload).toHaveBeenCalledTimes(1);

  jest.setSystemTime(1_000_000 + 5_000);
  renderPage(chunkError);
  expect(await screen.findByTestId('error-page')).toHaveTextContent('Internal Server Error');
  expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('reloads again for a failure more than 10 s later', async () => {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  renderPage(chunkError).unmount();
  await jest.advanceTimersByTimeAsync(0);
  jest.setSystemTime(1_000_000 + 10_001);
  renderPage(chunkError);
  await jest.advanceTimersByTimeAsync(0);
  expect(location.reload).toHaveBeenCalledTimes(2);
  expect(screen.queryByTestId('error-page')).toBeNull();
});
