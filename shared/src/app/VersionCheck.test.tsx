import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { navigateTo, setNavigator } from '../navigation/navigator';
import { stubLocation, type StubbedLocation } from '../testing/browser';
import { isUpdatePending, scheduleVersionCheck } from './versionCheck';
import { VersionCheck } from './VersionCheck';

jest.mock('./versionCheck', () => ({ isUpdatePending: jest.fn(() => false), scheduleVersionCheck: jest.fn() }));
const pending = isUpdatePending as jest.Mock;

let location: StubbedLocation;
let restore: () => void;

beforeEach(() => {
  pending.mockReturnValue(false);
  (scheduleVersionCheck as jest.Mock).mockClear();
  ({ location, restore } = stubLocation());
});
afterEach(() => {
  restore();
  setNavigator(null);
});

function Page() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  return <p data-testid="page">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <VersionCheck />
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

const go = (to: string) => act(() => navigateTo(to));

it('schedules the version check once', () => {
  renderAt('/');
  go('/meetingList');
  expect(scheduleVersionCheck).toHaveBeenCalledTimes(1);
});

it('reloads on the next navigation once a newer build is known, not before', () => {
  renderAt('/');
  pending.mockReturnValue(true);
  expect(location.reload).not.toHaveBeenCalled();
  go('/meetingList');
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('does not reload on the first page even when an update is already pending', () => {
  pending.mockReturnValue(true);
  renderAt('/mine');
  expect(location.reload).not.toHaveBeenCalled();
});

it('navigates normally while the build is current', () => {
  renderAt('/');
  go('/message');
  expect(location.reload).not.toHaveBeenCalled();
  expect(screen.getByTestId('page')).toHaveTextContent('/message');
});
