import { render } from '@testing-library/react';
import { Form as VantForm } from 'react-vant/es/form';
import { Input } from 'react-vant/es/input';
import { Form } from './index';

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
  const html = (F: typeof Form) => render(rows(F)).container.innerHTML.replace(/ id="[^"]*"/g, '');
  const ours = html(Form);
  document.body.innerHTML = '';
  expect(ours).toBe(html(VantForm as unknown as typeof Form));
});
