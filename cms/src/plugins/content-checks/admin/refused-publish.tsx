// When the admin refuses a publish itself (before asking the CMS, it checks the form against the
// content type: a banner's "Buttons" with fewer than the one needed), its notification says only
// "There are validation errors in your document" and the field it marks is inside a closed block.
// Rendered inside the edit view's form (the Content checks panel), this reads the form as the
// refused publish saw it and, when the publishing rules (the same shared publishRefusal the CMS
// enforces) find something, tells the editor which block and field: in a notification and in the
// panel. When the admin lets the publish through, the CMS refuses with that same message.
import { useEffect, useMemo } from 'react';
import { Box, Typography } from '@strapi/design-system';
import { useForm, useNotification } from '@strapi/strapi/admin';
import { publishRefusal } from '@ironbark/shared/content/content-checks';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

type Values = Record<string, unknown>;

/**
 * The form's values as the CMS would store them, for the rules: a block added in this visit has no
 * id yet (the form keys it by __temp_key__); it gets a stand-in one so only its fields are judged.
 */
export function asDraft(values: Values): Values {
  if (!Array.isArray(values.blocks)) return values;
  return { ...values, blocks: values.blocks.map((b: unknown, i) => (b && typeof b === 'object' && typeof (b as Values).id !== 'number' ? { ...(b as Values), id: -(i + 1) } : b)) };
}

export function RefusedPublish({ model }: { model: string }) {
  const errors = useForm('RefusedPublish', (s) => s.errors);
  const values = useForm('RefusedPublish', (s) => s.values as Values);
  const { toggleNotification } = useNotification();
  const refused = Object.keys(errors ?? {}).length > 0;
  // Judged when the admin refuses (a new errors object each time), not at every keystroke.
  const kind = model === CONTENT_TYPE_UIDS.page ? 'page' : model === CONTENT_TYPE_UIDS.form ? 'form' : null;
  const refusal = useMemo(() => (refused && kind ? publishRefusal(kind, asDraft(values)) : null), [errors, kind]);

  useEffect(() => {
    if (!refusal) return;
    // After the admin's own "There are validation errors" notification, so this one is on top.
    const timer = setTimeout(() => toggleNotification({ type: 'danger', message: refusal.message, timeout: 15_000 }), 400);
    return () => clearTimeout(timer);
  }, [refusal, toggleNotification]);

  if (!refusal) return null;
  return (
    <Box padding={3} hasRadius background="danger100" borderColor="danger200" width="100%" data-testid="content-checks-refused">
      <Typography textColor="danger700" tag="p" role="alert">
        {refusal.message}
      </Typography>
    </Box>
  );
}
