import type { LinkData } from '@ironbark/shared/blocks/elements/link';
import { ctaHref, ctaIdOfLink, opensForm } from '../features/forms/form-context';
import { SmartLink } from './smart-link';

/**
 * An editor's button. One that opens a form carries its context to the form (features/forms/
 * form-context.ts) and names itself for the click count (data-cta, read by the measurement
 * island); `source` is the path of the page it is on.
 */
export function ButtonLink({ link, source }: { link: LinkData; source?: string }) {
  const form = opensForm(link);
  const cta = form ? ctaIdOfLink(link) : null;
  return (
    <SmartLink
      href={ctaHref(link, source)}
      newTab={link.newTab}
      className={`btn btn-${link.style}`}
      data={
        cta
          ? {
              'data-cta': cta,
              'data-form': link.form,
              ...(link.enquiryType && link.enquiryType !== 'none' ? { 'data-enquiry': link.enquiryType } : {}),
              ...(link.campaign ? { 'data-campaign': link.campaign } : {}),
            }
          : undefined
      }
    >
      {link.label}
    </SmartLink>
  );
}

export function ButtonRow({ links, className, source }: { links: LinkData[]; className?: string; source?: string }) {
  if (links.length === 0) return null;
  return (
    <div className={className ?? 'button-row'}>
      {links.map((l) => (
        <ButtonLink key={`${l.href}-${l.label}`} link={l} source={source} />
      ))}
    </div>
  );
}
