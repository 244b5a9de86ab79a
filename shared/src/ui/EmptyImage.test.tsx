import { render, waitFor } from '@testing-library/react';
import { EmptyImage } from './EmptyImage';

afterEach(() => {
  jest.dontMock('./emptyIcons');
  jest.resetModules();
});

it('draws its disc at once, and the glyph of its kind once the glyphs have come', async () => {
  const { container } = render(<EmptyImage kind="network" />);
  expect(container.firstElementChild).toHaveAttribute('aria-hidden');
  await waitFor(() => expect(container.querySelector('svg.rv-icon-failure')).not.toBeNull());
  // Fetched once: the next picture has its glyph from the start.
  const next = render(<EmptyImage kind="search" />);
  expect(next.container.querySelector('svg.rv-icon-search')).not.toBeNull();
});

it('stays a disc when the glyphs cannot be fetched, and tries again with the next picture', async () => {
  let reachable = false;
  jest.resetModules();
  jest.doMock('./emptyIcons', () => {
    if (!reachable) throw new Error('Loading chunk 512 failed.');
    return jest.requireActual('./emptyIcons');
  });
  // A fresh copy of the picture (its glyphs not fetched yet), drawn by the React of the same fresh registry.
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { act } = await import('react-dom/test-utils');
  const fresh = (await import('./EmptyImage')).EmptyImage;
  const draw = async () => {
    const host = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(host).render(React.createElement(fresh)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return host;
  };

  expect((await draw()).firstElementChild).toBeEmptyDOMElement();
  reachable = true;
  expect((await draw()).querySelector('svg.rv-icon-description')).not.toBeNull();
});
