import { Editable } from '../../../ui/editable';
import { ListSection } from '../../../ui/list-section';
import type { BlockProps } from './block-props';
import styles from './steps.module.css';

export default function Steps({ block }: BlockProps<'blocks.steps'>) {
  return (
    <ListSection block={block} items={block.steps} list="ol" className={styles.list} itemClassName={styles.step}>
      {(s, i) => (
        <>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Editable as="h3" field={`steps.${i}.title`} className={styles.title}>{s.title}</Editable>
          <Editable as="p" field={`steps.${i}.text`} className={styles.text}>{s.text}</Editable>
        </>
      )}
    </ListSection>
  );
}
