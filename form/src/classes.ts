/** The class names that are given, joined. */
export const classes = (...names: unknown[]) => names.filter(Boolean).join(' ');
