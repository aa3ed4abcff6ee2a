import { SiteForm } from '../../forms/site-form';
import type { BlockProps } from './block-props';
import styles from './form-block.module.css';

export function FormBlock({ block }: BlockProps<'blocks.form'>) {
  return (
    <section className="section section-tinted" aria-labelledby={`form-${block.id}`} id="enquiry-form">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <h2 id={`form-${block.id}`}>{block.heading ?? 'Talk to us'}</h2>
          {block.intro ? <p>{block.intro}</p> : null}
        </div>
        <div className={styles.panel}>
          <SiteForm name={block.form} campaign={block.campaign} submitLabel={block.submitLabel} />
        </div>
      </div>
    </section>
  );
}
