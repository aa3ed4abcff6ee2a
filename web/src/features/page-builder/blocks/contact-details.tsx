import { telHref } from '@ironbark/shared/content/phone';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';
import styles from './contact-details.module.css';

export default function ContactDetails({ block }: BlockProps<'blocks.contact-details'>) {
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`contact-${block.id}`}>
      <ul className={`grid grid-three ${styles.list}`}>
        {block.offices.map((o, i) => (
          <li key={o.id ?? i} className={styles.office}>
            <h3 className={styles.name}>{o.name}</h3>
            {o.address ? (
              <p className={styles.row}>
                <Icon name="map" size={18} />
                <span className={styles.address}>{o.address}</span>
              </p>
            ) : null}
            {o.phone ? (
              <p className={styles.row}>
                <Icon name="phone" size={18} />
                <a href={telHref(o.phone)}>{o.phone}</a>
              </p>
            ) : null}
            {o.email ? (
              <p className={styles.row}>
                <Icon name="chat" size={18} />
                <a href={`mailto:${o.email}`}>{o.email}</a>
              </p>
            ) : null}
            {o.hours ? (
              <p className={styles.row}>
                <Icon name="clock" size={18} />
                <span>{o.hours}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
