import { Children, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import styles from './Tabs.module.css';

type TabName = string | number;

export interface TabPaneProps {
  name: TabName;
  title: ReactNode;
  /** The panel; a tab without one only switches what the page shows elsewhere. */
  children?: ReactNode;
}

export interface TabsProps {
  active: TabName;
  onChange: (name: TabName) => void;
  /** What the tabs choose between, for screen readers (「订单状态」). */
  label: string;
  children: ReactNode;
  /** Keep the tab row under the top bar (`offsetTop` px from the top) while the page scrolls. */
  sticky?: boolean;
  offsetTop?: number;
  /** Render a panel only once it has been shown (a list is not fetched for a tab never opened). */
  lazyRender?: boolean;
  /** More tabs than this scroll sideways instead of sharing the width. */
  swipeThreshold?: number;
  className?: string;
}

/** One tab and its panel: read by Tabs, it renders nothing itself. */
function TabPane(_: TabPaneProps): null {
  return null;
}

const panesOf = (children: ReactNode) =>
  Children.toArray(children)
    .filter((c): c is ReactElement<TabPaneProps> => isValidElement(c) && c.type === TabPane)
    .map((c) => c.props);

/**
 * The tabs of every list page, drawn with react-vant's tab styles but with the WAI-ARIA tabs pattern:
 * a tablist of tabs (aria-selected on the tabs only) each controlling its tabpanel, one tab in the Tab order,
 * arrow keys (wrapping), Home and End moving to and showing a tab.
 */
export function Tabs({
  active,
  onChange,
  label,
  children,
  sticky = false,
  offsetTop = 0,
  lazyRender = true,
  swipeThreshold = 5,
  className,
}: TabsProps) {
  const panes = panesOf(children);
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Set<TabName>>(() => new Set([active]));
  const scrollable = panes.length > swipeThreshold;
  const index = Math.max(
    0,
    panes.findIndex((p) => p.name === active),
  );
  const current = panes[index]?.name;

  // Remembered as soon as a tab is shown (state adjusted while rendering, as React advises over an effect).
  if (current !== undefined && !shown.has(current)) setShown(new Set(shown).add(current));

  // The chosen tab in view when the row scrolls sideways.
  useEffect(() => {
    const el = nav.current?.children[index] as HTMLElement | undefined;
    if (scrollable && el && nav.current) nav.current.scrollLeft = el.offsetLeft - (nav.current.offsetWidth - el.offsetWidth) / 2;
  }, [index, scrollable]);

  const choose = (i: number, focus: boolean) => {
    const name = panes[i].name;
    if (focus) (nav.current?.children[i] as HTMLElement | undefined)?.focus();
    if (name === current) return;
    // A row stuck under the top bar: the new list starts at its top, not where the old one was scrolled to.
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (sticky && top < offsetTop) window.scrollTo(0, window.scrollY + top - offsetTop);
    onChange(name);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const last = panes.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(to, true);
  };

  const id = (kind: 'tab' | 'panel', i: number) => `${prefix}${kind}${i}`;
  return (
    <div ref={root} className={['rv-tabs rv-tabs--line', className].filter(Boolean).join(' ')}>
      <div
        className={`rv-tabs__wrap${scrollable ? ' rv-tabs__wrap--scrollable' : ''} ${sticky ? styles.sticky : ''}`}
        style={sticky ? { top: offsetTop } : undefined}
      >
        <div
          ref={nav}
          role="tablist"
          aria-label={label}
          className={`rv-tabs__nav rv-tabs__nav--line${scrollable ? ' rv-tabs__nav--complete' : ''}`}
          onKeyDown={onKeyDown}
        >
          {panes.map((p, i) => (
            <div
              key={p.name}
              id={id('tab', i)}
              role="tab"
              aria-selected={i === index}
              aria-controls={p.children === undefined ? undefined : id('panel', i)}
              tabIndex={i === index ? 0 : -1}
              className={`rv-tab ${styles.tab}${i === index ? ` rv-tab--active ${styles.active}` : ''}`}
              onClick={() => choose(i, false)}
            >
              <span className={`rv-tab__text${scrollable ? '' : ' rv-tab__text--ellipsis'}`}>{p.title}</span>
            </div>
          ))}
        </div>
      </div>
      <div className="rv-tabs__content">
        {panes.map((p, i) =>
          p.children === undefined ? null : (
            <div
              key={p.name}
              id={id('panel', i)}
              role="tabpanel"
              aria-labelledby={id('tab', i)}
              hidden={i !== index}
              className="rv-tab__pane"
            >
              {!lazyRender || i === index || shown.has(p.name) ? p.children : null}
            </div>
          ),
        )}
      </div>
    </div>
  );
}

Tabs.TabPane = TabPane;
