import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { setNavigator, Route, Routes, useLocation, useNavigate } from '@conf/shared';

/** Shows where a navigation went, so a test can assert it. */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Lets code outside React (link entries, the login dialog) navigate inside the test's router, as the shell does. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** Renders `element` as the page of `route`, opened at `path`; any other path shows the location reached. */
export function renderAt(route: string, element: ReactElement, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigatorBridge />
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}
