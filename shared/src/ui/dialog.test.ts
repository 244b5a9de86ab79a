import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// react-vant renders its Dialog in a root of its own, outside testing-library's act().
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.resetModules();
  jest.restoreAllMocks();
});

const QUESTION = { title: '取消订单', message: '确定取消吗？' };

it('asks once when the same question is asked again before it is answered (a second tap)', async () => {
  const { dialog } = await import('./dialog');
  const first = dialog.confirm(QUESTION);
  const second = dialog.confirm(QUESTION);
  expect(second).toBe(first);
  await screen.findByText('确定取消吗？');
  expect(document.querySelectorAll('.rv-dialog')).toHaveLength(1);
  fireEvent.click(within(document.querySelector<HTMLElement>('.rv-dialog')!).getByRole('button', { name: '确认' }));
  await expect(first).resolves.toBe(true);
  // Answered: the next time is a new question.
  expect(dialog.confirm(QUESTION)).not.toBe(first);
});

it('rejects when cancelled, as react-vant does', async () => {
  const { dialog } = await import('./dialog');
  const answer = dialog.confirm(QUESTION);
  await screen.findByText('确定取消吗？');
  fireEvent.click(within(document.querySelector<HTMLElement>('.rv-dialog')!).getByRole('button', { name: '取消' }));
  await expect(answer).rejects.toBeUndefined();
});

describe('when the dialog cannot be fetched (a failing network)', () => {
  beforeEach(() => {
    jest.doMock('react-vant/es/dialog', () => {
      throw new Error('ChunkLoadError');
    });
  });
  afterEach(() => jest.dontMock('react-vant/es/dialog'));

  it("asks with the browser's own confirm, and its answer counts", async () => {
    const ask = jest.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    const { dialog } = await import('./dialog');
    await expect(dialog.confirm(QUESTION)).resolves.toBe(true);
    expect(ask).toHaveBeenCalledWith('取消订单\n确定取消吗？');
    await expect(dialog.confirm(QUESTION)).rejects.toThrow('cancelled');
  });

  it("tells with the browser's own alert", async () => {
    const tell = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { dialog } = await import('./dialog');
    await dialog.alert({ title: '无法预订', message: '12月24日已满房' });
    expect(tell).toHaveBeenCalledWith('无法预订\n12月24日已满房');
  });
});

it('shows an alert and resolves once it is acknowledged', async () => {
  const { dialog } = await import('./dialog');
  const done = dialog.alert({ title: '无法预订', message: '12月24日已满房' });
  await screen.findByText('12月24日已满房');
  fireEvent.click(within(document.querySelector<HTMLElement>('.rv-dialog')!).getByRole('button', { name: '确认' }));
  await expect(done).resolves.toBeUndefined();
  await waitFor(() => expect(screen.queryByText('12月24日已满房')).toBeNull());
});
