import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import MinePage from './MinePage';
import { getPersonStat } from '../api/profile';

jest.mock('../api/profile');

const user = (roles: string[]) => ({ id: 1, username: 'u', nickname: '李核销', mobile: '13900139000', roles });

const renderPage = () => renderRoutes('/mine', { '/mine': <MinePage />, '/verify': <p>核销会议列表</p> });

beforeEach(() => {
  jest.mocked(getPersonStat).mockResolvedValue({} as never);
  logInForTest();
});
afterEach(() => {
  act(() => sessionStore.dropToken());
  document.body.innerHTML = '';
});

it('shows a verifier the 核销 entry, which opens /verify', async () => {
  act(() => void (sessionStore.session = { user: user(['verifier']) }));
  renderPage();
  fireEvent.click(await screen.findByText('核销'));
  expect(await screen.findByText('核销会议列表')).toBeInTheDocument();
});

it('shows no 核销 entry to other users', async () => {
  act(() => void (sessionStore.session = { user: user([]) }));
  renderPage();
  expect(await screen.findByText('常用参会人')).toBeInTheDocument();
  expect(screen.queryByText('核销')).toBeNull();
});
