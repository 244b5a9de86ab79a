import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { loadHttpClient, sessionStore, tokenStorage, Route, Routes, useLocation, useNavigationType } from '@conf/shared';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import RedirectPage from './RedirectPage';

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

  describe('back from paying an order', () => {
    const SN = 'M2026112314350000000001';
    let api: ReturnType<typeof fakeAxios>;
    beforeEach(async () => {
      api = fakeAxios(await loadHttpClient());
      tokenStorage.set('test-token');
    });
    afterEach(() => {
      api.restore();
      tokenStorage.clear();
    });

    it('says the payment is being confirmed, asks until the order is paid, then opens its page', async () => {
      fetchMock.mockResolvedValueOnce(response(200, { user: { id: 5, nickname: '张会务' } }));
      api.reply(ok({ order_sn: SN, status: 'unpaid' }), ok({ order_sn: SN, status: 'paid' }));
      renderAt(`/redirect?to=${encodeURIComponent(`/order/detail?order_sn=${SN}`)}&out_trade_no=${SN}&sign=abc`);
      expect(screen.getByTestId('payment-checking')).toHaveTextContent('支付结果确认中');
      expect(await screen.findByTestId('landed', {}, { timeout: 4000 })).toHaveTextContent(`REPLACE /order/detail?order_sn=${SN}`);
      expect(api.calls).toHaveLength(2);
      expect(api.calls[0].url).toBe('api/ms.order/get_order_detail');
      expect(String(api.calls[0].data)).toContain(`order_sn=${SN}`);
    });

    it('opens the order page at once when the order is already settled, found from the target alone', async () => {
      fetchMock.mockResolvedValueOnce(response(200, { user: { id: 5 } }));
      api.reply(ok({ order_sn: SN, status: 'paid' }));
      renderAt(`/redirect?to=${encodeURIComponent(`/order/detail?order_sn=${SN}`)}`);
      expect(await screen.findByTestId('landed')).toHaveTextContent(`REPLACE /order/detail?order_sn=${SN}`);
      expect(api.calls).toHaveLength(1);
    });

    it('does not ask about an order number that is not one', async () => {
      fetchMock.mockResolvedValueOnce(response(200, {}));
      renderAt('/redirect?to=%2Forder%2Fdetail%2F..%2Fmine&out_trade_no=%3Cscript%3E');
      expect(await screen.findByTestId('landed')).toHaveTextContent('/order/mine');
      expect(api.calls).toHaveLength(0);
    });
  });
});
