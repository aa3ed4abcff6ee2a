import { Island } from '../../../islands/island';
import { Section } from '../../../ui/section';
import videoIsland from '../video.island';
import type { BlockProps } from './block-props';
import styles from './video.module.css';

export default function Video({ block }: BlockProps<'blocks.video'>) {
  return (
    <Section heading={block.heading} headingId={`video-${block.id}`}>
      <figure className={styles.figure}>
        <Island of={videoIsland} props={{ url: block.youtubeUrl, title: block.title, poster: block.poster ?? null }} />
        {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
      </figure>
    </Section>
  );
}
