import type { ThemeConfig } from 'antd';

/**
 * The console's colours at WCAG 2.1 AA (4.5:1 for text), in this one place. antd's defaults fall short: its blue
 * #1677ff (links, primary buttons, the chosen menu item and tab) reads 4.1:1 on white and 3.7:1 on its tint, its
 * red 3.3:1, its secondary text (45% black) 3.4:1, the text of green and orange tags about 3:1 on their fills,
 * and an empty table's or list's words are drawn in the disabled grey (1.8:1).
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    // 6.2:1 on white, 5.5:1 on the chosen menu item's tint, 5.7:1 on the page's grey; white on it 6.2:1.
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    // Secondary text, statistic titles, descriptions: 6:1 on the page's grey.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // A select's placeholder is drawn as text (antd's 25% black, 1.8:1): 4.7:1 on white, still lighter than a value.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // A tag's text is the 7th shade of its colour, on the 1st.
    green7: '#237804',
    orange7: '#ad4e00',
  },
  components: {
    // "暂无…" is what the table or list says, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    List: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
  },
};
