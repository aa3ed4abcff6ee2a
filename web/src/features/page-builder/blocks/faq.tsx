import { Editable } from '../../../ui/editable';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';
import styles from './faq.module.css';

/**
 * An accordion built on <details>/<summary>: keyboard operable (Tab, Enter, Space) and announced
 * as expandable by screen readers without any script, and the answers are in the HTML for search.
 */
export default function Faq({ block }: BlockProps<'blocks.faq'>) {
  return (
    <Section heading={block.heading ?? 'Frequently asked questions'} intro={block.intro} headingId={`faq-${block.id}`}>
      <div className={styles.list}>
        {block.items.map((item, i) => (
          <details key={item.id ?? i} className={styles.item} name={`faq-${block.id}`}>
            <summary className={styles.question}>
              <Editable as="span" field={`items.${i}.question`}>{item.question}</Editable>
              <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <Editable as="div" field={`items.${i}.answer`} className={styles.answer}>
              {item.answer.split(/\n{2,}/).map((para, j) => (
                <p key={j}>{para}</p>
              ))}
            </Editable>
          </details>
        ))}
      </div>
    </Section>
  );
}
