import { ButtonLink } from '../../../ui/button-link';
import { useEditAttrs } from '../../../ui/edit-path';
import { Editable } from '../../../ui/editable';
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
          <Editable as="span" field="eyebrow" className="eyebrow">{block.eyebrow}</Editable>
          <Editable as="h2" field="heading" id={`it-${block.id}`}>{block.heading}</Editable>
          <Editable as="div" field="body">
            <RichText nodes={block.body} headingOffset={1} />
          </Editable>
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
