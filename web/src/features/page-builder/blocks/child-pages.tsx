import { Icon } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { SmartLink } from '../../../ui/smart-link';
import { needOf, type BlockProps } from './block-props';
import styles from './cards.module.css';

/** The pages one level below this one, listed automatically: a new sub-page appears here. */
export default function ChildPages({ block, context }: BlockProps<'blocks.child-pages'>) {
  const children = needOf(context, block.id, 'child-pages') ?? [];
  if (children.length === 0) return null;
  return (
    <Section heading={block.heading} intro={block.intro} headingId={`children-${block.id}`}>
      <ul className={`grid grid-${block.columns} ${styles.list}`}>
        {children.map((child) => (
          <li key={child.documentId} className={`${styles.card} card-host`}>
            <div className={styles.body}>
              {child.icon && child.icon !== 'none' ? (
                <span className={styles.icon}>
                  <Icon name={child.icon} />
                </span>
              ) : null}
              <h3 className={styles.title}>
                <SmartLink href={child.path} className="stretched-link">
                  {child.title}
                </SmartLink>
              </h3>
              {child.summary ? <p className={styles.text}>{child.summary}</p> : null}
              <span className={styles.more} aria-hidden="true">
                Learn more →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
