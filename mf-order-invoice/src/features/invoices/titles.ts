// The login prompt's title on an application's page, before the page's code is fetched (lazyLoginPage); the page
// then says what it is (申请开票, 发票详情, 修改开票申请).
export const INVOICE_EDIT_LOGIN_TITLE = '发票';
