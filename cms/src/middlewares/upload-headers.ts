// Uploaded documents are downloads (issue 23, finding 6): every file served from /uploads that is
// not one of the images pages show gets Content-Disposition: attachment and a sandbox CSP, so a
// PDF (or anything else) is never rendered as a document of this origin. Set after strapi::public
// has chosen the file's Content-Type; the rule is shared with the web's uploads proxy.
import type { Core } from '@strapi/strapi';
import { uploadHeaders } from '@ironbark/shared/content/upload-headers';

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/') || ctx.status < 200 || ctx.status >= 400) return;
  for (const [name, value] of Object.entries(uploadHeaders(ctx.response.get('Content-Type')))) ctx.set(name, value);
};
