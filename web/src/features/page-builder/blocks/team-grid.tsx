import { useEditAttrs } from '../../../ui/edit-path';
import { MediaImage } from '../../../ui/media-image';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';
import styles from './team-grid.module.css';

export default function TeamGrid({ block }: BlockProps<'blocks.team-grid'>) {
  const edit = useEditAttrs();
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`team-${block.id}`}>
      <ul className={`grid grid-four ${styles.list}`}>
        {block.members.map((m, i) => (
          <li key={m.id ?? i} className={styles.member}>
            {m.photo ? (
              <MediaImage media={m.photo} sizes="(max-width: 639px) 100vw, 280px" className={styles.photo} fallbackAlt={`Portrait of ${m.name}`} editField={`members.${i}.photo`} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {m.name
                  .split(/\s+/)
                  .map((w) => w[0])
                  .slice(0, 2)
                  .join('')}
              </span>
            )}
            <h3 className={styles.name} {...edit(`members.${i}.name`)}>
              {m.name}
            </h3>
            <p className={styles.role} {...edit(`members.${i}.role`)}>
              {m.role}
            </p>
            {m.bio ? (
              <p className={styles.bio} {...edit(`members.${i}.bio`)}>
                {m.bio}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
