import { ButtonLink } from '../../../ui/button-link';
import { MediaImage } from '../../../ui/media-image';
import { RichText } from '../../../ui/rich-text';
import type { BlockProps } from './block-props';
import styles from './image-text.module.css';

export default function ImageText({ block, context }: BlockProps<'blocks.image-text'>) {
  return (
    <section className="section" aria-labelledby={`it-${block.id}`}>
      <div className={`container ${styles.split} ${block.imagePosition === 'left' ? styles.left : ''}`}>
        <div className={styles.copy}>
          {block.eyebrow ? <span className="eyebrow">{block.eyebrow}</span> : null}
          <h2 id={`it-${block.id}`}>{block.heading}</h2>
          <RichText nodes={block.body} headingOffset={1} />
          {block.action ? (
            <p className={styles.action}>
              <ButtonLink link={block.action} source={context.page.path} />
            </p>
          ) : null}
        </div>
        <div className={styles.media}>
          <MediaImage media={block.image} sizes="(max-width: 900px) 100vw, 560px" className={styles.image} />
        </div>
      </div>
    </section>
  );
}
