import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppFrame } from './AppFrame';
import { ROUTER_FUTURE } from './routerFuture';

/**
 * A remote's routes inside the same frame the shell gives them, without the shell: its own dev page, and a page
 * a remote serves on its own (mf-verify's check-in pages).
 */
export function renderStandalone(Routes: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter future={ROUTER_FUTURE}>
      <AppFrame>
        <Routes />
      </AppFrame>
    </BrowserRouter>,
  );
}
