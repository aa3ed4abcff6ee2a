import { Editable } from '../../../ui/editable';
import { Icon } from '../../../ui/icon';
import { ListSection } from '../../../ui/list-section';
import type { BlockProps } from './block-props';
import styles from './feature-list.module.css';

export default function FeatureList({ block }: BlockProps<'blocks.feature-list'>) {
  const cols = block.features.length % 3 === 0 || block.features.length > 4 ? 'three' : 'two';
  return (
    <ListSection block={block} items={block.features} tinted className={`grid grid-${cols} ${styles.list}`} itemClassName={styles.item}>
      {(f, i) => (
        <>
          <span className={styles.icon}>
            <Icon name={f.icon} />
          </span>
          <div>
            <Editable as="h3" field={`features.${i}.title`} className={styles.title}>{f.title}</Editable>
            <Editable as="p" field={`features.${i}.text`} className={styles.text}>{f.text}</Editable>
          </div>
        </>
      )}
    </ListSection>
  );
}
