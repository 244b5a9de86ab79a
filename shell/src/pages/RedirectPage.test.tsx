import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { sessionStore } from '@conf/shared';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { RedirectPage } from './RedirectPage';

function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${useNavigationType()} ${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/redirect" element={<RedirectPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RedirectPage', () => {
  let fetchMock: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    fetchMock = installFakeFetch();
  });

  it('refreshes the session, then continues to `to`, replacing itself', async () => {
    fetchMock.mockResolvedValueOnce(response(200, { user: { id: 5, nickname: '回来了' } }));
    renderAt('/redirect?to=%2Forder%3Fpaid%3D1');
    expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('REPLACE /order?paid=1');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/_auth/session');
    expect(sessionStore.user?.nickname).toBe('回来了');
  });

  it('accepts `redirect` too', async () => {
    fetchMock.mockResolvedValueOnce(response(200, {}));
    renderAt('/redirect?redirect=%2Fmine');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/mine');
  });

  it('goes home for a target on another site', async () => {
    fetchMock.mockResolvedValueOnce(response(200, {}));
    renderAt('/redirect?to=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent(/^REPLACE \/$/));
  });

  it('continues even when the session cannot be fetched', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/redirect?to=%2Fmine');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/mine');
  });
});
