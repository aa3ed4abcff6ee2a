import { Editable } from '../../../ui/editable';
import { MediaImage } from '../../../ui/media-image';
import type { BlockProps } from './block-props';
import styles from './testimonial.module.css';

export default function Testimonial({ block }: BlockProps<'blocks.testimonial'>) {
  const who = [block.role, block.organisation].filter(Boolean).join(', ');
  return (
    <section className="section">
      <div className="container">
        <figure className={styles.figure}>
          <svg className={styles.mark} viewBox="0 0 48 36" aria-hidden="true" width="48" height="36">
            <path d="M0 36V20C0 8 7 1.3 19 0l1.5 5.5C13 7.3 10 11.5 10 17h9v19H0zm28 0V20C28 8 35 1.3 47 0l1 5.5C41 7.3 38 11.5 38 17h9v19H28z" />
          </svg>
          <blockquote className={styles.quote}>
            <Editable as="p" field="quote">{block.quote}</Editable>
          </blockquote>
          <figcaption className={styles.caption}>
            {block.photo ? <MediaImage media={block.photo} sizes="56px" className={styles.photo} fallbackAlt="" editField="photo" /> : null}
            <span>
              <Editable as="strong" field="author">{block.author}</Editable>
              {who ? <span className={styles.who}>{who}</span> : null}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
