// The widths at which the header changes, as the CSS media queries use them (CSS cannot read
// these constants; header.module.css, mega-menu.module.css and mobile-menu.module.css repeat
// them). Measured with the shipped Inter: the full navigation bar (logo, five top items, phone,
// search, Customer Portal and "Talk to sales") needs about 1,200px of content width plus 2 x 32px
// of gutters; 1280px leaves room for other browsers' text rendering. With the phone number
// written out it needs about 1,365px + 64px.
/** The slide-out menu is the only navigation up to here (site spec section 9: 767px). */
export const MOBILE_MAX_PX = 767;
/** From here the desktop mega menu replaces the menu button. */
export const FULL_NAV_MIN_PX = 1280;
/** From here the header writes out the phone number next to its icon. */
export const PHONE_TEXT_MIN_PX = 1440;
