/** The mobile menu button's names, shared by the header and index.html's early-taps script. */
export const MENU_LABELS = { open: 'Open menu', close: 'Close menu' };
