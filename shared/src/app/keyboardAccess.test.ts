import { installKeyboardAccess } from './keyboardAccess';

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = '';
  uninstall = installKeyboardAccess();
});
afterEach(() => uninstall());

const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const settle = () => new Promise((r) => setTimeout(r, 0));

it('puts a clickable cell and the back arrow in the Tab order as buttons, also when they appear later', async () => {
  document.body.innerHTML = '<div class="rv-cell" role="button">地址</div><div class="rv-cell">说明</div>';
  const [cell, plain] = document.querySelectorAll<HTMLElement>('.rv-cell');
  await settle();
  expect(cell.tabIndex).toBe(0);
  expect(plain.hasAttribute('tabindex')).toBe(false);
  document.body.insertAdjacentHTML('beforeend', '<div class="rv-nav-bar__left"><i class="rv-icon"></i></div>');
  await settle();
  const back = document.querySelector<HTMLElement>('.rv-nav-bar__left')!;
  expect(back.tabIndex).toBe(0);
  expect(back.getAttribute('role')).toBe('button');
  expect(back.getAttribute('aria-label')).toBe('返回');
});

it.each(['Enter', ' '])('clicks a focused checkbox, switch or cell with %p', (key) => {
  document.body.innerHTML =
    '<div role="checkbox" tabindex="0"></div><div role="switch" tabindex="0"></div><div class="rv-cell" role="button"></div>';
  for (const el of document.querySelectorAll('div')) {
    const onClick = jest.fn();
    el.addEventListener('click', onClick);
    press(el, key);
    expect(onClick).toHaveBeenCalledTimes(1);
  }
});

it('leaves native controls, other keys, disabled controls and plain elements alone', () => {
  document.body.innerHTML = '<button></button><div role="switch" aria-disabled="true"></div><div tabindex="0"></div>';
  const [button, disabled, plain] = document.body.children;
  const clicks = [button, disabled, plain].map((el) => {
    const onClick = jest.fn();
    el.addEventListener('click', onClick);
    return onClick;
  });
  press(button, 'Enter');
  press(disabled, ' ');
  press(plain, 'Enter');
  press(document.body.children[1], 'a');
  for (const c of clicks) expect(c).not.toHaveBeenCalled();
});

it('submits a form with Enter in a one-line field, through its submit button; not while composing, nor from a text area', () => {
  document.body.innerHTML =
    '<form><input type="password"><textarea></textarea><button type="submit">登录</button></form><form><input></form>';
  const [form, buttonless] = document.querySelectorAll('form');
  const submits = jest.fn((e: Event) => e.preventDefault());
  form.addEventListener('submit', submits);
  buttonless.addEventListener('submit', submits);
  const field = form.querySelector('input')!;
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }));
  press(form.querySelector('textarea')!, 'Enter');
  press(buttonless.querySelector('input')!, 'Enter');
  expect(submits).not.toHaveBeenCalled();
  press(field, 'Enter');
  expect(submits).toHaveBeenCalledTimes(1);
});

describe('a popup', () => {
  const popup = (html: string) => {
    document.body.insertAdjacentHTML('beforeend', `<div class="rv-overlay"></div><div class="rv-popup">${html}</div>`);
    return document.querySelector<HTMLElement>('.rv-popup')!;
  };
  const tab = (shiftKey = false) => {
    const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('is a modal dialog that takes the focus, keeps it with Tab and Shift+Tab, and gives it back when it closes', async () => {
    document.body.innerHTML = '<button id="opener">选择优惠券</button>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    const sheet = popup('<button>第一张</button><button>不使用</button>');
    await settle();
    const [first, last] = sheet.querySelectorAll('button');
    expect(sheet).toHaveAttribute('role', 'dialog');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveFocus();
    expect(tab()).toBe(false); // the browser moves on to the first control inside
    last.focus();
    expect(tab()).toBe(true);
    expect(first).toHaveFocus();
    expect(tab(true)).toBe(true);
    expect(last).toHaveFocus();
    sheet.style.display = 'none';
    await settle();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape as a tap outside does, and a toast never takes the focus', async () => {
    document.body.innerHTML = '<button id="opener">打开</button><div class="rv-popup rv-toast">已复制</div>';
    document.getElementById('opener')!.focus();
    await settle();
    expect(document.getElementById('opener')).toHaveFocus();
    popup('<p>协议正文</p>');
    await settle();
    const overlay = document.querySelector<HTMLElement>('.rv-overlay')!;
    const onClose = jest.fn();
    overlay.addEventListener('click', onClose);
    press(document.activeElement!, 'Escape');
    expect(onClose).toHaveBeenCalled();
  });

  it('is named by its title, and Escape on a dialog is its 取消', async () => {
    const dialog = popup(
      '<div class="rv-dialog__header">申请退款</div><textarea></textarea><button class="rv-dialog__cancel">取消</button><button>提交申请</button>',
    );
    await settle();
    expect(dialog).toHaveAccessibleName('申请退款');
    const onCancel = jest.fn();
    dialog.querySelector('.rv-dialog__cancel')!.addEventListener('click', onCancel);
    press(document.activeElement!, 'Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
