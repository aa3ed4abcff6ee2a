// The class every icon carries (ui/icon.tsx); `${ICON_CLASS}-name` selects its picture (ui/icon-css.server.ts).
export const ICON_CLASS = 'i';
