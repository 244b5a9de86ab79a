import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const items = [
  { id: 1, title: '一' },
  { id: 2, title: '二' },
  { id: 3, title: '三' },
];

function setup(props: Partial<Parameters<typeof Carousel<(typeof items)[number]>>[0]> = {}) {
  const view = render(<Carousel items={items} itemKey={(i) => i.id} renderItem={(i) => <span>{i.title}</span>} {...props} />);
  const track = screen.getByText('一').parentElement!.parentElement as HTMLDivElement;
  Object.defineProperty(track, 'clientWidth', { value: 300, configurable: true });
  const scrolled: number[] = [];
  track.scrollTo = ((opts: ScrollToOptions) => {
    scrolled.push(opts.left ?? 0);
    track.scrollLeft = opts.left ?? 0;
  }) as typeof track.scrollTo;
  return { ...view, track, scrolled };
}

afterEach(() => jest.useRealTimers());

it('renders every slide and tells which one is showing', () => {
  const indicator = jest.fn((total: number, current: number) => <b>{`${current + 1}/${total}`}</b>);
  const { track } = setup({ indicator });
  expect(screen.getByText('三')).toBeInTheDocument();
  expect(screen.getByText('1/3')).toBeInTheDocument();
  track.scrollLeft = 600;
  fireEvent.scroll(track);
  expect(screen.getByText('3/3')).toBeInTheDocument();
});

it('slides on by itself and returns to the first after the last', () => {
  jest.useFakeTimers();
  const { track, scrolled } = setup({ autoplay: 1000 });
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(1000));
  expect(scrolled).toEqual([300, 600, 0]);
  // A finger on the slides holds it still.
  fireEvent.touchStart(track);
  act(() => jest.advanceTimersByTime(3000));
  expect(scrolled).toHaveLength(3);
});

it('reports a tap with the slide and its position', () => {
  const onItemClick = jest.fn();
  setup({ onItemClick });
  fireEvent.click(screen.getByText('二'));
  expect(onItemClick).toHaveBeenCalledWith(items[1], 1);
});
