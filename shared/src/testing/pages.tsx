import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '../stores/session';

/**
 * Renders `routes` (path pattern → element) in a memory router opened at `history`'s last entry; the entries
 * before it are where navigate(-1) goes back to (e.g. the list an edit page was opened from).
 */
export function renderRoutes(history: string | string[], routes: Record<string, ReactElement>) {
  const entries = typeof history === 'string' ? [history] : history;
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/** A logged-in session for a page test: a token, checked (RequireLogin waits for the session to be fetched). */
export function logInForTest(): void {
  act(() => {
    sessionStore.token = 'test-token';
    sessionStore.ready = true;
  });
}
