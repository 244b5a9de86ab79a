import type { Queryable } from '../../db';

/** Two titles for the demo user: the company one (default) and a personal one. */
export async function seedInvoiceTitles(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO invoice_titles (user_id, type, title, tax_number, bank, account, address, phone, email, is_default)
     SELECT u.id, t.type, t.title, t.tax_number, t.bank, t.account, t.address, t.phone, t.email, t.is_default
       FROM users u, (VALUES
         (2, '张会务', '', '', '', '', '', 'demo@example.com', false),
         (1, '杭州云会科技有限公司', '91330106MA2GL8K25T', '招商银行杭州高新支行', '5719 0812 3456 701',
          '浙江省杭州市西湖区文三路 90 号 8 楼', '0571-88886666', 'finance@yunhui.example.com', true)
       ) AS t(type, title, tax_number, bank, account, address, phone, email, is_default)
      WHERE u.mobile = '13800138000'`,
  );
}
