// react-vant's sheet and picker, with their Popup, Overlay and transitions (some 17 KiB gzip), fetched when the
// booking form first opens one: most bookings keep the proposed coupon, type the guest and never choose an
// arrival time.
export const loadActionSheet = () => import('react-vant/es/action-sheet').then((m) => ({ default: m.ActionSheet }));
export const loadPicker = () => import('react-vant/es/picker').then((m) => ({ default: m.Picker }));
