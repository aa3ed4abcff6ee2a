import { MediaImage } from '../../../ui/media-image';
import { Section } from '../../../ui/section';
import { SmartLink } from '../../../ui/smart-link';
import type { BlockProps } from './block-props';
import styles from './logo-cloud.module.css';

export default function LogoCloud({ block }: BlockProps<'blocks.logo-cloud'>) {
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`logos-${block.id}`}>
      <ul className={styles.list}>
        {block.logos.map((logo, i) => {
          const content = logo.image ? (
            <MediaImage media={logo.image} sizes="160px" fallbackAlt={logo.name} className={styles.image} />
          ) : (
            <span className={styles.word}>{logo.name}</span>
          );
          return (
            <li key={logo.id ?? i} className={styles.item}>
              {logo.href ? <SmartLink href={logo.href}>{content}</SmartLink> : content}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
