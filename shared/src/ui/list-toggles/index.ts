// @gradatlas/shared/list-toggles: 'Save to shortlist' and 'Add to compare', the
// two toggles on the explorer's cards, the detail page and the calculator's
// results. Not a federation door: each app that shows them bundles them. They
// keep no state of their own; the shortlist and the compare picks live in the
// session door, so a toggle in one remote and the header's count agree. The
// compare tray that gathers the picks is a subpath of its own
// (@gradatlas/shared/compare-bar), so a page can load it once there is a pick.
export { SaveToShortlistButton } from './save-to-shortlist-button';
export { AddToCompareButton, COMPARE_FULL_TEXT } from './add-to-compare-button';
