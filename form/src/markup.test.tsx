import { render } from '@testing-library/react';
import { Form as VantForm } from 'react-vant/es/form';
import { Input } from 'react-vant/es/input';
import { SubmitBar as VantSubmitBar } from 'react-vant/es/submit-bar';
import { Cell as VantCell } from 'react-vant/es/cell';
import type { ReactElement } from 'react';
import { Cell, Form, SubmitBar } from './index';

/** The HTML `element` renders to, on a page emptied after, for the next one. */
function markupOf(element: ReactElement): string {
  const html = render(element).container.innerHTML;
  document.body.innerHTML = '';
  return html;
}

// The rows must look as react-vant's Form drew them: the site's stylesheet (react-vant's own) styles these classes.
it("draws its rows in react-vant Form's markup", () => {
  const rows = (F: typeof Form) => (
    <F>
      <F.Item name="a" label="姓名" labelWidth="7em" rules={[{ required: true, message: '请填写姓名' }]}>
        <Input placeholder="姓名" />
      </F.Item>
      <F.Item name="b" label="单位" layout="vertical" controlAlign="right" suffix={<button type="button">选择</button>}>
        <Input placeholder="单位" />
      </F.Item>
      <F.Item label="说明">
        <span>只是一行说明</span>
      </F.Item>
    </F>
  );
  // Ids aside: rc-field-form gives a control its name as id, as this form does, but react-vant's Input drops it.
  const html = (F: typeof Form) => markupOf(rows(F)).replace(/ id="[^"]*"/g, '');
  expect(html(Form)).toBe(html(VantForm as unknown as typeof Form));
});

// So must the bar: react-vant's stylesheet, and the pages' large-text rules, style its classes.
it("draws its submit bar in react-vant SubmitBar's markup", () => {
  const props = { price: 123050, label: '合计：', buttonText: '提交订单', loading: false, disabled: false, onSubmit: () => undefined };
  for (const extra of [{}, { buttonType: 'primary' as const, tip: '共2晚 1间，房费¥860.00', className: 'app-fixed-bar' }])
    expect(markupOf(<SubmitBar {...props} {...extra} />)).toBe(markupOf(<VantSubmitBar {...props} {...extra} />));
});

// And the rows of a title and a value: the same classes, the arrow of a clickable one aside (an icon there, CSS here).
it("draws its rows of a title and a value in react-vant Cell's markup", () => {
  const arrowless = (html: string) =>
    html
      .replace(/<svg[^>]*rv-cell__right-icon"[^>]*>.*?<\/svg>/, '')
      .replace(/<i class="rv-cell__right-icon[^"]*" aria-hidden="true"><\/i>/, '');
  const rows = [
    { title: '订单金额', value: '¥100.00 × 2 = ¥200.00' },
    { title: '优惠券', value: <span className="discount">-¥20.00</span>, label: '满100减20', isLink: true, onClick: () => undefined },
    { value: '只有值' },
    { title: '只有标题', className: 'extra' },
  ];
  for (const props of rows) {
    const ours = markupOf(<Cell {...props} />);
    const theirs = markupOf(<VantCell {...props} />);
    expect(arrowless(ours)).toBe(arrowless(theirs));
    expect(ours.includes('rv-cell__right-icon')).toBe(Boolean(props.isLink));
  }
});
