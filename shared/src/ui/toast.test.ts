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

it('replaces the toast on screen with a newer one instead of piling them up', async () => {
  const { toast } = await import('./toast');
  await toast.fail('第一条');
  // react-vant renders its toast in a root of its own, scheduled: slow on a busy machine.
  const slow = { timeout: 8000 };
  expect(await screen.findByText('第一条', undefined, slow)).toBeInTheDocument();
  await toast.info('第二条');
  expect(await screen.findByText('第二条', undefined, slow)).toBeInTheDocument();
  // The first one is on its way out: hidden, or gone.
  await waitFor(() => expect(screen.queryByText('第一条')?.closest('.rv-toast') ?? null).not.toBeVisible(), slow);
}, 30_000);

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

it('replaces a plain message with a newer one too', async () => {
  jest.doMock('react-vant/es/toast', () => {
    throw new Error('ChunkLoadError');
  });
  try {
    const { toast } = await import('./toast');
    await toast.fail('网络连接失败');
    await toast.fail('请稍后重试');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请稍后重试']);
  } finally {
    jest.dontMock('react-vant/es/toast');
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
