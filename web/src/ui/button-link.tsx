import type { LinkData } from '@ironbark/shared/blocks/elements/link';
import { SmartLink } from './smart-link';

export function ButtonLink({ link }: { link: LinkData }) {
  return (
    <SmartLink href={link.href} newTab={link.newTab} className={`btn btn-${link.style}`}>
      {link.label}
    </SmartLink>
  );
}

export function ButtonRow({ links, className }: { links: LinkData[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <div className={className ?? 'button-row'}>
      {links.map((l) => (
        <ButtonLink key={`${l.href}-${l.label}`} link={l} />
      ))}
    </div>
  );
}
