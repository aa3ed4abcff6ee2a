import { useEditAttrs } from '../../../ui/edit-path';
import { Icon } from '../../../ui/icon';
import { MediaImage } from '../../../ui/media-image';
import { Section } from '../../../ui/section';
import { SmartLink } from '../../../ui/smart-link';
import type { BlockProps } from './block-props';
import styles from './cards.module.css';

export default function CardGrid({ block }: BlockProps<'blocks.card-grid'>) {
  const edit = useEditAttrs();
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`cards-${block.id}`}>
      <ul className={`grid grid-${block.columns} ${styles.list}`}>
        {block.cards.map((card, i) => (
          <li key={card.id ?? i} className={`${styles.card} card-host`}>
            {card.image ? (
              <MediaImage media={card.image} sizes="(max-width: 639px) 100vw, 400px" className={styles.image} editField={`cards.${i}.image`} />
            ) : null}
            <div className={styles.body}>
              {card.icon !== 'none' ? (
                <span className={styles.icon}>
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <h3 className={styles.title} {...edit(`cards.${i}.title`)}>
                {card.href ? (
                  <SmartLink href={card.href} className="stretched-link">
                    {card.title}
                  </SmartLink>
                ) : (
                  card.title
                )}
              </h3>
              {card.text ? (
                <p className={styles.text} {...edit(`cards.${i}.text`)}>
                  {card.text}
                </p>
              ) : null}
              {card.href && card.linkLabel ? (
                <span className={styles.more} aria-hidden="true">
                  {`${card.linkLabel} →`}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
