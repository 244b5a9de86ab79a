import { LOGIN_PATH, loginPath, navigateTo, setNavigator } from './navigator';
import { stubLocation } from '../testing/browser';

afterEach(() => setNavigator(null));

describe('loginPath', () => {
  it('is the password login, remembering the page to come back to', () => {
    expect(LOGIN_PATH).toBe('/sign/byPwd');
    expect(loginPath('/hotel/list/3?a=1')).toBe('/sign/byPwd?redirect=%2Fhotel%2Flist%2F3%3Fa%3D1');
  });

  it('uses the current page by default', () => {
    window.history.replaceState(null, '', '/meeting/apply/9?x=2');
    expect(loginPath()).toBe('/sign/byPwd?redirect=%2Fmeeting%2Fapply%2F9%3Fx%3D2');
  });

  it('does not point back into the sign-in pages', () => {
    expect(loginPath('/sign/msgCode')).toBe('/sign/byPwd');
  });
});

describe('navigateTo', () => {
  it('uses the registered SPA navigate', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    navigateTo('/mine', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/mine', { replace: true });
  });

  it('falls back to a full page load before the router is up', () => {
    const { location, restore } = stubLocation();
    navigateTo('/a');
    navigateTo('/b', { replace: true });
    restore();
    expect(location.assign).toHaveBeenCalledWith('/a');
    expect(location.replace).toHaveBeenCalledWith('/b');
  });
});
