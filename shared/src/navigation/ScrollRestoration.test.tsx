import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { stubWindowScroll } from '../testing/browser';
import { ScrollRestoration } from './ScrollRestoration';

let scrollTo: jest.Mock;
let scrollY: (y: number) => void;

beforeEach(() => {
  sessionStorage.clear();
  ({ scrollTo, at: scrollY } = stubWindowScroll());
});

function Page({ to }: { to: string | number }) {
  const navigate = useNavigate();
  return <button onClick={() => (typeof to === 'number' ? navigate(to) : navigate(to))}>{`去 ${to}`}</button>;
}

const app = () =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/list" element={<Page to="/detail" />} />
        <Route path="/detail" element={<Page to={-1} />} />
      </Routes>
    </MemoryRouter>,
  );

it('opens a new page at the top and brings the user back to where they were on the way back', () => {
  app();
  scrollY(640);
  fireEvent.click(screen.getByText('去 /detail'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollY(120);
  fireEvent.click(screen.getByText('去 -1'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  expect(window.history.scrollRestoration).toBe('manual');
});

it('keeps the position when the page is left (a reload), for the same entry to come back to', () => {
  app();
  scrollY(300);
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(Object.values(JSON.parse(sessionStorage.getItem('scroll_positions')!))).toEqual([300]);
});
