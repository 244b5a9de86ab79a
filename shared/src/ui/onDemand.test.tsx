import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ON_DEMAND_FAILED, useOnDemand } from './onDemand';
import { toast } from './toast';

jest.mock('./toast', () => ({ toast: { fail: jest.fn().mockResolvedValue(undefined) } }));

function Sheet({ text }: { text: string }) {
  return <p>{text}</p>;
}

function Page({ load }: { load: () => Promise<{ default: ComponentType<{ text: string }> }> }) {
  const { Component, preload, open } = useOnDemand(load);
  return (
    <>
      <input aria-label="账号" defaultValue="" />
      <button type="button" onPointerDown={preload} onClick={() => void open()}>
        《用户协议》
      </button>
      {Component && <Component text="协议正文" />}
    </>
  );
}

it('fetches the component at the touch and shows it at the tap', async () => {
  const load = jest.fn().mockResolvedValue({ default: Sheet });
  render(<Page load={load} />);
  expect(load).not.toHaveBeenCalled();
  fireEvent.pointerDown(screen.getByRole('button'));
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => fireEvent.click(screen.getByRole('button')));
  expect(screen.getByText('协议正文')).toBeInTheDocument();
});

it('says so when the fetch fails, keeps the page as it was, and tries again at the next tap', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Sheet });
  render(<Page load={load} />);
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'demo' } });
  fireEvent.pointerDown(screen.getByRole('button'));
  await act(async () => fireEvent.click(screen.getByRole('button')));
  expect(toast.fail).toHaveBeenCalledWith(ON_DEMAND_FAILED);
  expect(screen.queryByText('协议正文')).toBeNull();
  expect(screen.getByLabelText('账号')).toHaveValue('demo');
  await act(async () => fireEvent.click(screen.getByRole('button')));
  expect(screen.getByText('协议正文')).toBeInTheDocument();
});

it('resolves open once the component is drawn, so what it shows comes after (a sheet drawn closed slides in)', async () => {
  const seen: (string | null)[] = [];
  function OpenAfter({ load }: { load: () => Promise<{ default: ComponentType<{ text: string }> }> }) {
    const { Component, open } = useOnDemand(load);
    const show = () =>
      void open().then((ready) => {
        // What was on the page when open resolved: the component, still showing nothing chosen.
        seen.push(ready ? (screen.queryByTestId('sheet')?.textContent ?? null) : null);
      });
    return (
      <>
        <button type="button" onClick={show}>
          打开
        </button>
        {Component && (
          <div data-testid="sheet">
            <Component text="" />
          </div>
        )}
      </>
    );
  }
  render(<OpenAfter load={jest.fn().mockResolvedValue({ default: Sheet })} />);
  await act(async () => fireEvent.click(screen.getByRole('button')));
  // Once there, a second open resolves at once.
  await act(async () => fireEvent.click(screen.getByRole('button')));
  expect(seen).toEqual(['', '']);
});
