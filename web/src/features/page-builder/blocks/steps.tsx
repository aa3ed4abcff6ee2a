import { useEditAttrs } from '../../../ui/edit-path';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';
import styles from './steps.module.css';

export default function Steps({ block }: BlockProps<'blocks.steps'>) {
  const edit = useEditAttrs();
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`steps-${block.id}`}>
      <ol className={styles.list}>
        {block.steps.map((s, i) => (
          <li key={s.id ?? i} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title} {...edit(`steps.${i}.title`)}>
              {s.title}
            </h3>
            <p className={styles.text} {...edit(`steps.${i}.text`)}>
              {s.text}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
