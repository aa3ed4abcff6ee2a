import { Editable } from '../../../ui/editable';
import { ListSection } from '../../../ui/list-section';
import type { BlockProps } from './block-props';
import styles from './stats.module.css';

export default function Stats({ block }: BlockProps<'blocks.stats'>) {
  return (
    <ListSection block={block} items={block.stats} list="dl" sectionClassName={`section-band ${styles.band} on-dark`} className={styles.list} itemClassName={styles.stat}>
      {(s, i) => (
        <>
          <Editable as="dt" field={`stats.${i}.label`} className={styles.label}>{s.label}</Editable>
          <Editable as="dd" field={`stats.${i}.value`} className={styles.value}>{s.value}</Editable>
          {s.detail ? <dd className={styles.detail}>{s.detail}</dd> : null}
        </>
      )}
    </ListSection>
  );
}
