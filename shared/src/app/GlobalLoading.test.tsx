import { act, render, screen } from '@testing-library/react';
import { GlobalLoading } from './GlobalLoading';
import { loadingStore } from '../stores/loading';

it('shows the indicator while the loading counter is above zero', () => {
  render(<GlobalLoading />);
  expect(screen.queryByTestId('global-loading')).toBeNull();
  act(() => loadingStore.start());
  expect(screen.getByTestId('global-loading')).toBeInTheDocument();
  act(() => loadingStore.start());
  act(() => loadingStore.end());
  expect(screen.getByTestId('global-loading')).toBeInTheDocument();
  act(() => loadingStore.end());
  expect(screen.queryByTestId('global-loading')).toBeNull();
});
