import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { stubWindowScroll } from '../testing/browser';
import { ScrollRestoration } from './ScrollRestoration';
import { useScrollRestore } from './useScrollRestore';

let scrollTo: jest.Mock;
let scrollY: (y: number) => void;

beforeEach(() => {
  sessionStorage.clear();
  ({ scrollTo, at: scrollY } = stubWindowScroll());
});

/** A list page whose items arrive after it appears, when `loader` fires. */
const loader = new EventTarget();
const load = () => loader.dispatchEvent(new Event('load'));
function ListPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const arrived = () => setReady(true);
    loader.addEventListener('load', arrived);
    return () => loader.removeEventListener('load', arrived);
  }, []);
  useScrollRestore(ready);
  const navigate = useNavigate();
  return <button onClick={() => navigate('/detail')}>{ready ? '日程' : '加载中'}</button>;
}

function DetailPage() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>返回</button>;
}

const app = (initial = ['/list']) =>
  render(
    <MemoryRouter initialEntries={initial}>
      <ScrollRestoration />
      <Routes>
        <Route path="/list" element={<ListPage />} />
        <Route path="/detail" element={<DetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

it('scrolls back to where the user left a list once its items are in again, after a back', () => {
  app();
  act(() => load());
  scrollY(640);
  fireEvent.click(screen.getByText('日程'));
  scrollY(0);
  fireEvent.click(screen.getByText('返回'));
  expect(screen.getByText('加载中')).toBeInTheDocument();
  // The frame's restoring, at once (a page still short); the list's comes with its items.
  expect(scrollTo).toHaveBeenCalledTimes(3);
  act(() => load());
  expect(scrollTo).toHaveBeenCalledTimes(4);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});

it('does not scroll a list opened anew, or one the user never scrolled', () => {
  app();
  act(() => load());
  fireEvent.click(screen.getByText('日程'));
  fireEvent.click(screen.getByText('返回'));
  const byFrame = scrollTo.mock.calls.length;
  act(() => load());
  expect(scrollTo).toHaveBeenCalledTimes(byFrame);
});

it('restores once: later renders leave the user where they scroll to', () => {
  app();
  act(() => load());
  scrollY(300);
  fireEvent.click(screen.getByText('日程'));
  fireEvent.click(screen.getByText('返回'));
  const byFrame = scrollTo.mock.calls.length;
  act(() => load());
  act(() => load());
  expect(scrollTo).toHaveBeenCalledTimes(byFrame + 1);
});
