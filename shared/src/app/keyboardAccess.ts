/**
 * react-vant draws many controls as plain elements with a click handler: a clickable Cell (role=button, not
 * focusable), the top bar's back arrow (no role, not focusable), Checkbox, Radio and Switch (focusable, but Space
 * and Enter do nothing); and its popups (dialogs, sheets) neither take the focus nor keep it. (Its Stepper, named
 * 'minus' and 'add', is not used: @conf/form's names itself.) Rather than wrap each, the page is fixed once: such
 * elements are put in the Tab order as they appear, Space or Enter on any focused non-native control clicks it,
 * as on a native button, and an open popup is a modal dialog that holds the focus (Tab cycles inside, Escape
 * closes it) and gives it back to what opened it when it closes; Enter in a form's field submits it.
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

/** react-vant's popups that are dialogs or sheets (a toast is one too, but must not take the focus). */
const POPUP = '.rv-popup:not(.rv-toast)';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open popups, the last on top, each with what had the focus before it. */
let open: { el: HTMLElement; opener: Element | null }[] = [];

const shown = (el: HTMLElement) => el.isConnected && getComputedStyle(el).display !== 'none' && !el.closest('[hidden]');
const focusables = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((f) => !f.closest('[hidden]'));

let titles = 0;
/** A dialog or sheet is named by its title (申请退款), as a screen reader announces it when it opens. */
function nameByTitle(popup: HTMLElement): void {
  const title = popup.querySelector<HTMLElement>('.rv-dialog__header, .rv-action-sheet__header, .rv-popup__title');
  if (!title || popup.hasAttribute('aria-label') || popup.hasAttribute('aria-labelledby')) return;
  if (!title.id) title.id = `popup-title-${(titles += 1)}`;
  popup.setAttribute('aria-labelledby', title.id);
}

function trackPopups(): void {
  const visible = Array.from(document.querySelectorAll<HTMLElement>(POPUP)).filter(shown);
  const closed = open.filter((o) => !visible.includes(o.el));
  open = open.filter((o) => visible.includes(o.el));
  for (const { opener } of closed.reverse()) if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  for (const el of visible.filter((v) => !open.some((o) => o.el === v))) {
    open.push({ el, opener: document.activeElement });
    if (!el.hasAttribute('role')) el.setAttribute('role', 'dialog');
    el.setAttribute('aria-modal', 'true');
    nameByTitle(el);
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    // The popup itself, not its first field: that would bring up a phone's keyboard unasked.
    el.focus();
  }
}

function holdFocus(e: KeyboardEvent): void {
  const top = open[open.length - 1]?.el;
  if (!top || e.defaultPrevented) return;
  if (e.key === 'Escape') {
    // Closed as its ✕, a dialog's 取消 or a tap outside closes it.
    const close =
      top.querySelector<HTMLElement>('.rv-popup__close-icon, .rv-dialog__cancel') ??
      Array.from(document.querySelectorAll<HTMLElement>('.rv-overlay')).filter(shown).pop();
    close?.click();
    return;
  }
  if (e.key !== 'Tab') return;
  const items = focusables(top);
  const first = items[0] ?? top;
  const last = items[items.length - 1] ?? top;
  const inside = top.contains(document.activeElement);
  if (!inside || (e.shiftKey && document.activeElement === first) || (!e.shiftKey && document.activeElement === last)) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

/** One-line fields in which Enter submits their form, as the browser does. */
const SUBMITS_ON_ENTER = new Set(['text', 'search', 'tel', 'url', 'email', 'password', 'number']);

/**
 * react-vant's Input cancels Enter (on keypress), so a form never submitted from its fields: Enter in a one-line
 * field submits the form through its submit button, as it does in any other form (not while an input method is
 * still composing Chinese, where Enter picks the characters).
 */
function submitOnEnter(e: KeyboardEvent): void {
  if (e.key !== 'Enter' || e.defaultPrevented || e.isComposing) return;
  const field = e.target;
  if (!(field instanceof HTMLInputElement) || !field.form || !SUBMITS_ON_ENTER.has(field.type)) return;
  const submit = field.form.querySelector<HTMLButtonElement>('button[type="submit"]:not([disabled])');
  if (!submit) return;
  e.preventDefault();
  field.form.requestSubmit(submit);
}

function onKeyDown(e: KeyboardEvent): void {
  holdFocus(e);
  activate(e);
  submitOnEnter(e);
}

/** Installs all of it on the document; returns the cleanup. */
export function installKeyboardAccess(): () => void {
  const fix = () => {
    makeReachable(document);
    trackPopups();
  };
  fix();
  const observer = new MutationObserver(fix);
  // Popups open and close by their style (display) and class as well as by being added or removed.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
  document.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown);
    open = [];
  };
}
