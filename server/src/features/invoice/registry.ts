import type { Queryable } from '../../db';
import { pageOf, type Paging } from '../../http/paging';

/**
 * Companies whose names contain the keyword, from the local registry (a deployment fills the table
 * or replaces this with a provider). LIKE's own characters in the keyword are taken literally.
 */
export async function searchCompanies(q: Queryable, keyword: string, paging: Paging) {
  const pattern = `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return pageOf(
    q,
    'SELECT name, tax_no, address, phone, bank, account FROM company_registry WHERE name ILIKE $1 ORDER BY length(name), id',
    [pattern],
    paging,
  );
}

/** Demo rows: real companies' public registration, and the demo user's own company. */
export async function seedCompanyRegistry(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO company_registry (name, tax_no, address, phone) VALUES
       ('华为技术有限公司', '914403001922038216', '深圳市龙岗区坂田华为总部办公楼', ''),
       ('腾讯科技（深圳）有限公司', '91440300708461136T', '深圳市南山区高新区科技中一路腾讯大厦35层', ''),
       ('阿里巴巴（中国）有限公司', '91330100799655058B', '浙江省杭州市滨江区网商路699号', ''),
       ('北京小米科技有限责任公司', '91110108551385082Q', '北京市海淀区西二旗中路33号院6号楼6层006号', ''),
       ('杭州云会科技有限公司', '91330106MA2GL8K25T', '浙江省杭州市西湖区文三路 90 号 8 楼', '0571-88886666')
     ON CONFLICT (tax_no) DO NOTHING`,
  );
}
