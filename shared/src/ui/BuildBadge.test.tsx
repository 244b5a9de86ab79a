import { render, screen } from '@testing-library/react';
import { BuildBadge } from './BuildBadge';

it('names the remote and its build label', () => {
  render(<BuildBadge name="mf-hotel" label="canary-2" />);
  expect(screen.getByTestId('build-badge-mf-hotel')).toHaveTextContent('mf-hotel · canary-2');
});

it('shows nothing for an unlabelled build', () => {
  const { container } = render(<BuildBadge name="mf-hotel" label="" />);
  expect(container).toBeEmptyDOMElement();
});
