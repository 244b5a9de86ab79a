// The title its page shows, and the login prompt a visitor gets before the page's code is fetched (lazyLoginPage).
export const contactEditTitle = (editing: boolean): string => (editing ? '编辑参会人' : '新增参会人');
