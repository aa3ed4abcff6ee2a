import { ListSection } from '../../../ui/list-section';
import { MediaImage } from '../../../ui/media-image';
import { SmartLink } from '../../../ui/smart-link';
import type { BlockProps } from './block-props';
import styles from './logo-cloud.module.css';

export default function LogoCloud({ block }: BlockProps<'blocks.logo-cloud'>) {
  return (
    <ListSection block={block} items={block.logos} className={styles.list} itemClassName={styles.item}>
      {(logo) => {
        const content = logo.image ? (
          <MediaImage media={logo.image} sizes="160px" fallbackAlt={logo.name} className={styles.image} />
        ) : (
          <span className={styles.word}>{logo.name}</span>
        );
        return logo.href ? <SmartLink href={logo.href}>{content}</SmartLink> : content;
      }}
    </ListSection>
  );
}
