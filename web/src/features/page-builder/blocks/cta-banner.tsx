import { ButtonRow } from '../../../ui/button-link';
import { Editable } from '../../../ui/editable';
import type { BlockProps } from './block-props';
import styles from './cta-banner.module.css';

export default function CtaBanner({ block, context }: BlockProps<'blocks.cta-banner'>) {
  const dark = block.tone !== 'light';
  return (
    <section className="section" aria-labelledby={`cta-${block.id}`}>
      <div className="container">
        <div className={`${styles.banner} ${styles[block.tone]} ${dark ? 'on-dark' : ''}`}>
          <div>
            <Editable as="h2" field="heading" id={`cta-${block.id}`} className={styles.heading}>{block.heading}</Editable>
            <Editable as="p" field="text" className={styles.text}>{block.text}</Editable>
          </div>
          <ButtonRow links={block.actions} className={styles.actions} source={context.page.path} editField="actions" />
        </div>
      </div>
    </section>
  );
}
