import { useEditAttrs } from '../../../ui/edit-path';
import type { BlockProps } from './block-props';
import styles from './stats.module.css';

export default function Stats({ block }: BlockProps<'blocks.stats'>) {
  const edit = useEditAttrs();
  return (
    <section className={`section section-band ${styles.band} on-dark`} aria-labelledby={block.heading ? `stats-${block.id}` : undefined}>
      <div className="container">
        {block.heading ? (
          <div className="section-head">
            <h2 id={`stats-${block.id}`} className={styles.heading} {...edit('heading')}>
              {block.heading}
            </h2>
            {block.intro ? (
              <p className={styles.intro} {...edit('intro')}>
                {block.intro}
              </p>
            ) : null}
          </div>
        ) : null}
        <dl className={styles.list}>
          {block.stats.map((s, i) => (
            <div key={s.id ?? i} className={styles.stat}>
              <dt className={styles.label} {...edit(`stats.${i}.label`)}>
                {s.label}
              </dt>
              <dd className={styles.value} {...edit(`stats.${i}.value`)}>
                {s.value}
              </dd>
              {s.detail ? <dd className={styles.detail}>{s.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
