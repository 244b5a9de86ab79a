/**
 * The open sign-up's form (its fields, react-vant's Form and the pickers' triggers, some 45 KiB gzip): a chunk of its
 * own, so that a meeting whose sign-up is closed, ended or sold out shows its reason without it. ApplyRoute fetches
 * it as soon as the form's answer says the meeting takes sign-ups, beside the page's code.
 */
export const loadApplyFormView = () => import('./ApplyFormView').then((m) => ({ default: m.ApplyFormView }));
