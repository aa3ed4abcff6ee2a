import { useEditAttrs } from '../../../ui/edit-path';
import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';
import styles from './feature-list.module.css';

export default function FeatureList({ block }: BlockProps<'blocks.feature-list'>) {
  const cols = block.features.length % 3 === 0 || block.features.length > 4 ? 'three' : 'two';
  const edit = useEditAttrs();
  return (
    <Section heading={block.heading} intro={block.intro} tinted headingId={`features-${block.id}`}>
      <ul className={`grid grid-${cols} ${styles.list}`}>
        {block.features.map((f, i) => (
          <li key={f.id ?? i} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={f.icon} />
            </span>
            <div>
              <h3 className={styles.title} {...edit(`features.${i}.title`)}>
                {f.title}
              </h3>
              <p className={styles.text} {...edit(`features.${i}.text`)}>
                {f.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
