import { runInAction } from 'mobx';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppFrame } from './AppFrame';
import { loadHttpClient } from '../http/request';
import { navigateTo } from '../navigation/navigator';
import { configStore } from '../stores/config';
import { sessionStore } from '../stores/session';
import { forgetFirstAnswers } from '../http/firstAnswers';
import { fakeAxios, ok } from '../testing/fakeAxios';
import { installFakeFetch, response } from '../testing/fakeFetch';
import { resetBrowserState } from '../testing/browser';

let api: ReturnType<typeof fakeAxios>;
let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(async () => {
  resetBrowserState();
  api = fakeAxios(await loadHttpClient());
  fetchMock = installFakeFetch();
  Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
  runInAction(() => {
    configStore.config = {};
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const themeVar = (name: string) => document.documentElement.style.getPropertyValue(name);

it('loads session and config, applies the theme colour and sizes the page', async () => {
  fetchMock.mockResolvedValueOnce(response(200, { user: { id: 1, nickname: '演示' } }));
  api.reply(ok({ theme_colors: '#1989fa' }));
  render(
    <MemoryRouter>
      <AppFrame>
        <p>页面</p>
      </AppFrame>
    </MemoryRouter>,
  );
  expect(screen.getByText('页面')).toBeInTheDocument();
  expect(document.documentElement.style.fontSize).toBe('37.5px');
  expect(fetchMock.mock.calls[0][0]).toBe('/api/_auth/session');
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(api.urlOf(api.calls[0])).toBe('/api/wyms/config/config');
  // Too light for text at 4.5:1 (3.5:1 on white): text takes a darker shade, a button keeps the colour under black.
  await waitFor(() => expect(themeVar('--app-theme')).toBe('#146ec8'));
  expect(themeVar('--app-theme-rgb')).toBe('20, 110, 200');
  expect(themeVar('--rv-primary-color')).toBe('#146ec8');
  expect(themeVar('--rv-button-primary-background-color')).toBe('#1989fa');
  expect(themeVar('--rv-button-primary-color')).toBe('#000000');
  await waitFor(() => expect(sessionStore.user?.nickname).toBe('演示'));
});

it("takes the config from the page's answers without a call, and themes the page with it", async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="first-answers">${JSON.stringify({ 'api/wyms/config/config': ok({ theme_colors: '#0a7d5a' }).data })}</script>`,
  );
  forgetFirstAnswers();
  fetchMock.mockResolvedValue(response(200, {}));
  try {
    render(
      <MemoryRouter>
        <AppFrame>{null}</AppFrame>
      </MemoryRouter>,
    );
    await waitFor(() => expect(themeVar('--app-theme')).toBe('#0a7d5a'));
    expect(api.calls).toHaveLength(0);
  } finally {
    document.getElementById('first-answers')?.remove();
    forgetFirstAnswers();
  }
});

it('starts with the default theme colour', () => {
  fetchMock.mockResolvedValue(response(200, {}));
  api.reply({ status: 500, data: {} });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter>
      <AppFrame>{null}</AppFrame>
    </MemoryRouter>,
  );
  expect(themeVar('--app-theme')).toBe('#675643');
  expect(themeVar('--app-theme-rgb')).toBe('103, 86, 67');
});

it('lets code outside React navigate inside the router', async () => {
  fetchMock.mockResolvedValue(response(200, {}));
  api.reply(ok({}));
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppFrame>
        <Where />
      </AppFrame>
    </MemoryRouter>,
  );
  act(() => navigateTo('/message'));
  expect(screen.getByTestId('where')).toHaveTextContent('/message');
});
