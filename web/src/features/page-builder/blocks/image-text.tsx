import { ButtonLink } from '../../../ui/button-link';
import { useEditAttrs } from '../../../ui/edit-path';
import { MediaImage } from '../../../ui/media-image';
import { RichText } from '../../../ui/rich-text';
import type { BlockProps } from './block-props';
import styles from './image-text.module.css';

export default function ImageText({ block, context }: BlockProps<'blocks.image-text'>) {
  const edit = useEditAttrs();
  return (
    <section className="section" aria-labelledby={`it-${block.id}`}>
      <div className={`container ${styles.split} ${block.imagePosition === 'left' ? styles.left : ''}`}>
        <div className={styles.copy}>
          {block.eyebrow ? (
            <span className="eyebrow" {...edit('eyebrow')}>
              {block.eyebrow}
            </span>
          ) : null}
          <h2 id={`it-${block.id}`} {...edit('heading')}>
            {block.heading}
          </h2>
          <div {...edit('body')}>
            <RichText nodes={block.body} headingOffset={1} />
          </div>
          {block.action ? (
            <p className={styles.action}>
              <ButtonLink link={block.action} source={context.page.path} editPath={edit('action')['data-edit']} />
            </p>
          ) : null}
        </div>
        <div className={styles.media}>
          <MediaImage media={block.image} sizes="(max-width: 900px) 100vw, 560px" className={styles.image} editField="image" />
        </div>
      </div>
    </section>
  );
}
