// The forms feature's public entry for server code: the forms API and its parts the server composes,
// and the page a form posted without JavaScript is answered with.
export { FORM_PAGE_CSP, formPage, type FormPageInput } from './form-page.server';
export { createFormTokens, type FormTokens } from './form-tokens.server';
export { createLeadOutbox, formsApi, RESOURCE_FIELD, type FormsApiOptions } from './forms-api.server';
export type { Outbox } from './lead-outbox.server';
export { formContent, type FormContent } from './form-content.server';
