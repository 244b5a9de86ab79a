// jsdom has no matchMedia; antd's layout (Sider breakpoints, Grid) asks it. A desktop screen: nothing matches narrow.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});
