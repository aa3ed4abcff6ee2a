import { ButtonRow } from '../../../ui/button-link';
import { useEditAttrs } from '../../../ui/edit-path';
import type { BlockProps } from './block-props';
import styles from './cta-banner.module.css';

export default function CtaBanner({ block, context }: BlockProps<'blocks.cta-banner'>) {
  const dark = block.tone !== 'light';
  const edit = useEditAttrs();
  return (
    <section className="section" aria-labelledby={`cta-${block.id}`}>
      <div className="container">
        <div className={`${styles.banner} ${styles[block.tone]} ${dark ? 'on-dark' : ''}`}>
          <div>
            <h2 id={`cta-${block.id}`} className={styles.heading} {...edit('heading')}>
              {block.heading}
            </h2>
            {block.text ? (
              <p className={styles.text} {...edit('text')}>
                {block.text}
              </p>
            ) : null}
          </div>
          <ButtonRow links={block.actions} className={styles.actions} source={context.page.path} editField="actions" />
        </div>
      </div>
    </section>
  );
}
