// The title its page shows, and the login prompt a visitor gets before the page's code is fetched (lazyLoginPage).
export const titleEditTitle = (editing: boolean): string => (editing ? '编辑发票抬头' : '新增发票抬头');
