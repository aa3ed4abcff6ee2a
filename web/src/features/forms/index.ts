// The forms feature's public entry for browser-safe code: what pages, blocks and the layout use.
export type { FormContext } from './form-context';
export { arrivedForForm, ctaQueryOf, formThankYou, ctaQueryString, FORM_ANCHOR, TALK_TO_SALES, talkToSalesHref } from './form-context';
export { STARTED_FIELD } from './form-fields';
export { default as siteFormIsland } from './site-form.island';
