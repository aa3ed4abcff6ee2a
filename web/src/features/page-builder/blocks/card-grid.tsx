import { Editable } from '../../../ui/editable';
import { Icon } from '../../../ui/icon';
import { ListSection } from '../../../ui/list-section';
import { MediaImage } from '../../../ui/media-image';
import { SmartLink } from '../../../ui/smart-link';
import type { BlockProps } from './block-props';
import styles from './cards.module.css';

export default function CardGrid({ block }: BlockProps<'blocks.card-grid'>) {
  return (
    <ListSection block={block} items={block.cards} className={`grid grid-${block.columns} ${styles.list}`} itemClassName={`${styles.card} card-host`}>
      {(card, i) => (
        <>
          {card.image ? <MediaImage media={card.image} sizes="(max-width: 639px) 100vw, 400px" className={styles.image} editField={`cards.${i}.image`} /> : null}
          <div className={styles.body}>
            {card.icon !== 'none' ? (
              <span className={styles.icon}>
                <Icon name={card.icon} />
              </span>
            ) : null}
            <Editable as="h3" field={`cards.${i}.title`} className={styles.title}>
              {card.href ? (
                <SmartLink href={card.href} className="stretched-link">
                  {card.title}
                </SmartLink>
              ) : (
                card.title
              )}
            </Editable>
            <Editable as="p" field={`cards.${i}.text`} className={styles.text}>{card.text}</Editable>
            {card.href && card.linkLabel ? (
              <span className={styles.more} aria-hidden="true">
                {`${card.linkLabel} →`}
              </span>
            ) : null}
          </div>
        </>
      )}
    </ListSection>
  );
}
