import { screen, waitFor } from '@testing-library/react';

// react-vant renders its Toast in a root of its own, outside testing-library's act().
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '';
});
afterEach(() => jest.resetModules());

it("shows react-vant's toast, fetched at the first one", async () => {
  const { toast } = await import('./toast');
  await toast.fail('账号或密码错误');
  expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
  expect(document.querySelector('.rv-toast--fail')).not.toBeNull();
});

it('still shows the message when the toast cannot be fetched (a failing network), and takes it away', async () => {
  jest.useFakeTimers();
  try {
    jest.doMock('react-vant/es/toast', () => {
      throw new Error('ChunkLoadError');
    });
    const { toast } = await import('./toast');
    await expect(toast.fail({ message: '网络连接失败，请稍后重试' })).resolves.toBeUndefined();
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('网络连接失败，请稍后重试');
    expect(shown).toHaveClass('rv-toast');
    jest.advanceTimersByTime(2000);
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    jest.dontMock('react-vant/es/toast');
    jest.useRealTimers();
  }
});

it('shows nothing for an empty message', async () => {
  jest.doMock('react-vant/es/toast', () => {
    throw new Error('ChunkLoadError');
  });
  try {
    const { toast } = await import('./toast');
    await toast.info('');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  } finally {
    jest.dontMock('react-vant/es/toast');
  }
});
