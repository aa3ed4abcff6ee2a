import { ButtonRow } from '../../../ui/button-link';
import type { BlockProps } from './block-props';
import styles from './cta-banner.module.css';

export default function CtaBanner({ block, context }: BlockProps<'blocks.cta-banner'>) {
  const dark = block.tone !== 'light';
  return (
    <section className="section" aria-labelledby={`cta-${block.id}`}>
      <div className="container">
        <div className={`${styles.banner} ${styles[block.tone]} ${dark ? 'on-dark' : ''}`}>
          <div>
            <h2 id={`cta-${block.id}`} className={styles.heading}>
              {block.heading}
            </h2>
            {block.text ? <p className={styles.text}>{block.text}</p> : null}
          </div>
          <ButtonRow links={block.actions} className={styles.actions} source={context.page.path} />
        </div>
      </div>
    </section>
  );
}
