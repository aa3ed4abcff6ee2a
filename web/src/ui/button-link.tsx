import type { LinkData } from '@ironbark/shared/blocks/elements/link';
import { ctaEnquiryType, ctaFormKey } from '@ironbark/shared/forms/cta-form';
import { use } from 'react';
import { ctaHref, ctaIdOfLink } from '../features/forms/form-context';
import { EDIT_ATTR, EditPathContext } from './edit-path';
import { SmartLink } from './smart-link';

/**
 * An editor's button. One that opens a form carries its context to the form (features/forms/
 * form-context.ts) and names itself for the click count (data-cta, read by the measurement
 * island); `source` is the path of the page it is on. `editPath`, in previews only: where the
 * button sits in the edit view ("blocks.0.actions.1"), for click to edit (ui/edit-path.ts).
 */
export function ButtonLink({ link, source, editPath }: { link: LinkData; source?: string; editPath?: string }) {
  // The form's key: one of the three by name, or a form from Forms.
  const formKey = ctaFormKey(link);
  const cta = formKey !== null ? ctaIdOfLink(link) : null;
  const enquiry = ctaEnquiryType(link);
  return (
    <SmartLink
      href={ctaHref(link, source)}
      newTab={link.newTab}
      className={`btn btn-${link.style}`}
      data={
        cta || editPath
          ? {
              ...(cta
                ? {
                    'data-cta': cta,
                    'data-form': formKey ?? '',
                    ...(enquiry ? { 'data-enquiry': enquiry } : {}),
                    ...(link.campaign ? { 'data-campaign': link.campaign } : {}),
                  }
                : {}),
              // Preview only: the button's label field (click to edit).
              ...(editPath ? { [EDIT_ATTR]: `${editPath}.label` } : {}),
            }
          : undefined
      }
    >
      {link.label}
    </SmartLink>
  );
}

/** `editField`: the block's field that lists these buttons ("actions"), for click to edit in previews. */
export function ButtonRow({ links, className, source, editField }: { links: LinkData[]; className?: string; source?: string; editField?: string }) {
  const base = use(EditPathContext);
  if (links.length === 0) return null;
  return (
    <div className={className ?? 'button-row'}>
      {links.map((l, i) => (
        <ButtonLink key={`${l.href}-${l.label}`} link={l} source={source} editPath={base && editField ? `${base}.${editField}.${i}` : undefined} />
      ))}
    </div>
  );
}
