import { telHref } from '@ironbark/shared/content/phone';
import type { ReactNode } from 'react';
import type { IconName } from '@ironbark/shared/blocks/icons';
import { Icon } from '../../../ui/icon';
import { ListSection } from '../../../ui/list-section';
import type { BlockProps } from './block-props';
import styles from './contact-details.module.css';

type Office = BlockProps<'blocks.contact-details'>['block']['offices'][number];

/** An office's contact points, each with its icon; null where the office has none. */
function contactRows(o: Office): [IconName, ReactNode][] {
  return [
    ['map', o.address ? <span className={styles.address}>{o.address}</span> : null],
    ['phone', o.phone ? <a href={telHref(o.phone)}>{o.phone}</a> : null],
    ['chat', o.email ? <a href={`mailto:${o.email}`}>{o.email}</a> : null],
    ['clock', o.hours ? <span>{o.hours}</span> : null],
  ];
}

export default function ContactDetails({ block }: BlockProps<'blocks.contact-details'>) {
  return (
    <ListSection block={block} items={block.offices} className={`grid grid-three ${styles.list}`} itemClassName={styles.office}>
      {(o) => (
        <>
          <h3 className={styles.name}>{o.name}</h3>
          {contactRows(o).map(([icon, content]) =>
            content ? (
              <p key={icon} className={styles.row}>
                <Icon name={icon} size={18} />
                {content}
              </p>
            ) : null,
          )}
        </>
      )}
    </ListSection>
  );
}
