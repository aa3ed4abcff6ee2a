import { Editable } from '../../../ui/editable';
import { ListSection } from '../../../ui/list-section';
import { MediaImage } from '../../../ui/media-image';
import type { BlockProps } from './block-props';
import styles from './team-grid.module.css';

/** A person's initials, drawn where there is no portrait. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');

export default function TeamGrid({ block }: BlockProps<'blocks.team-grid'>) {
  return (
    <ListSection block={block} items={block.members} className={`grid grid-four ${styles.list}`} itemClassName={styles.member}>
      {(m, i) => (
        <>
          {m.photo ? (
            <MediaImage media={m.photo} sizes="(max-width: 639px) 100vw, 280px" className={styles.photo} fallbackAlt={`Portrait of ${m.name}`} editField={`members.${i}.photo`} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials(m.name)}
            </span>
          )}
          <Editable as="h3" field={`members.${i}.name`} className={styles.name}>{m.name}</Editable>
          <Editable as="p" field={`members.${i}.role`} className={styles.role}>{m.role}</Editable>
          <Editable as="p" field={`members.${i}.bio`} className={styles.bio}>{m.bio}</Editable>
        </>
      )}
    </ListSection>
  );
}
