import { returnTarget, withRedirect } from './redirect';

describe('returnTarget', () => {
  it('goes back to the page that sent the user to log in', () => {
    expect(returnTarget('?redirect=%2Fmeeting%2Fapply%2F3%3Fticket%3D2')).toBe('/meeting/apply/3?ticket=2');
  });

  it('refuses other sites, protocol-relative URLs and the sign pages themselves', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/sign/byPwd',
    ]) {
      expect(returnTarget(`?redirect=${encodeURIComponent(bad)}`)).toBe('/mine');
    }
    expect(returnTarget('')).toBe('/mine');
  });
});

it('withRedirect carries the redirect query to the next sign page', () => {
  expect(withRedirect('/sign/msgCode', '?redirect=%2Forder')).toBe('/sign/msgCode?redirect=%2Forder');
  expect(withRedirect('/sign/checkCode?mobile=13800138000', '?redirect=%2Forder')).toBe(
    '/sign/checkCode?mobile=13800138000&redirect=%2Forder',
  );
  expect(withRedirect('/sign/signup', '')).toBe('/sign/signup');
});
