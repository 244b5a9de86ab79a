import { fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PcParamSync } from './PcParamSync';
import { pcParamStore } from '../stores/pcParam';
import { resetBrowserState } from '../testing/browser';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>
      <output data-testid="how">{useNavigationType()}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
      <button onClick={() => navigate('/mine?tab=1#top', { state: { from: 'test' } })}>我的</button>
      <button onClick={() => navigate('/share/article?id=3')}>分享</button>
      <button onClick={() => navigate('/meetingList?pc=other')}>会议</button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PcParamSync />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  resetBrowserState();
  runInAction(() => {
    pcParamStore.memory = '';
  });
});

it('remembers pc from the URL and appends it to the next navigation, replacing the entry', () => {
  renderAt('/meeting/home/1?pc=abc');
  fireEvent.click(screen.getByText('我的'));
  expect(where()).toBe('/mine?tab=1&pc=abc#top');
  expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
  expect(screen.getByTestId('state')).toHaveTextContent('{"from":"test"}');
});

it('appends a remembered pc to the first page too', () => {
  localStorage.setItem('pc_param', 'stored');
  renderAt('/meetingList');
  expect(where()).toBe('/meetingList?pc=stored');
});

it('leaves paths under /share/article without pc', () => {
  renderAt('/?pc=abc');
  fireEvent.click(screen.getByText('分享'));
  expect(where()).toBe('/share/article?id=3');
  expect(screen.getByTestId('how')).toHaveTextContent('PUSH');
});

it('keeps a pc the navigation already carries, and remembers it', () => {
  renderAt('/?pc=abc');
  fireEvent.click(screen.getByText('会议'));
  expect(where()).toBe('/meetingList?pc=other');
  expect(pcParamStore.memory).toBe('other');
});

it('changes nothing when no pc is known', () => {
  renderAt('/');
  fireEvent.click(screen.getByText('我的'));
  expect(where()).toBe('/mine?tab=1#top');
  expect(screen.getByTestId('how')).toHaveTextContent('PUSH');
});
