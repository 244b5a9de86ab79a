/**
 * react-vant draws many controls as plain elements with a click handler: a clickable Cell (role=button, not
 * focusable), the top bar's back arrow (no role, not focusable), Checkbox, Radio and Switch (focusable, but Space
 * and Enter do nothing). Rather than wrap each, the page is fixed once: such elements are put in the Tab order
 * as they appear, and Space or Enter on any focused non-native control clicks it, as on a native button.
 */

/** Clickable elements react-vant renders without a way in for the keyboard, and what they are. */
const UNREACHABLE: { selector: string; role: string; label?: string }[] = [
  { selector: '.rv-cell[role="button"]:not([tabindex])', role: 'button' },
  { selector: '.rv-nav-bar__left:not([tabindex])', role: 'button', label: '返回' },
];
const ACTIVATED_ROLES = new Set(['button', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option']);
const NATIVE = new Set(['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);

function makeReachable(root: ParentNode): void {
  for (const { selector, role, label } of UNREACHABLE) {
    root.querySelectorAll<HTMLElement>(selector).forEach((el) => {
      el.tabIndex = 0;
      el.setAttribute('role', role);
      if (label && !el.textContent?.trim()) el.setAttribute('aria-label', label);
    });
  }
}

function activate(e: KeyboardEvent): void {
  if ((e.key !== 'Enter' && e.key !== ' ') || e.defaultPrevented || e.repeat) return;
  const el = e.target;
  if (!(el instanceof HTMLElement) || NATIVE.has(el.tagName) || el.isContentEditable) return;
  if (!ACTIVATED_ROLES.has(el.getAttribute('role') ?? '') || el.getAttribute('aria-disabled') === 'true') return;
  e.preventDefault();
  el.click();
}

/** Installs both on the document; returns the cleanup. */
export function installKeyboardAccess(): () => void {
  makeReachable(document);
  const observer = new MutationObserver(() => makeReachable(document));
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', activate);
  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', activate);
  };
}
