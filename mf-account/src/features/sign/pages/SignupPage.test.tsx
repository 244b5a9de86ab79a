import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import SignupPage from './SignupPage';

afterEach(() => {
  document.body.innerHTML = '';
});

it('ticks the agreement box from anywhere on its line, and opens the agreement from its link without ticking', async () => {
  renderRoutes('/sign/signup', { '/sign/signup': <SignupPage /> });
  const box = screen.getByRole('checkbox');
  expect(box).toHaveAccessibleName(/^我已阅读并同意\s*《用户协议》\s*和\s*《隐私政策》$/);
  expect(box).not.toBeChecked();
  await act(async () => fireEvent.click(screen.getByText('我已阅读并同意', { exact: false })));
  expect(box).toBeChecked();
  await act(async () => fireEvent.click(screen.getByText('和', { exact: false, selector: 'span' })));
  expect(box).not.toBeChecked();
  await act(async () => fireEvent.click(screen.getByText('《用户协议》', { selector: 'button' })));
  expect(box).not.toBeChecked();
}, 15_000);
