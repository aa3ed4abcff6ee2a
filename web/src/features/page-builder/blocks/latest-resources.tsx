import { ResourceCardGrid } from '../../resources/index';
import { Section } from '../../../ui/section';
import { SmartLink } from '../../../ui/smart-link';
import { needOf, type BlockProps } from './block-props';
import styles from './latest-resources.module.css';

export default function LatestResources({ block, context }: BlockProps<'blocks.latest-resources'>) {
  const items = needOf(context, block.id, 'latest-resources') ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={block.heading} intro={block.intro} tinted headingId={`latest-${block.id}`}>
      <ResourceCardGrid resources={items} className={styles.list} />
      <p className={styles.all}>
        <SmartLink href="/resources" className="btn btn-secondary">
          All news and case studies
        </SmartLink>
      </p>
    </Section>
  );
}
