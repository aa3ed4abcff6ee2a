import { RichText } from '../../../ui/rich-text';
import { Section } from '../../../ui/section';
import type { BlockProps } from './block-props';

export default function RichTextBlock({ block }: BlockProps<'blocks.rich-text'>) {
  return (
    <Section heading={block.heading} headingId={`rt-${block.id}`}>
      <RichText nodes={block.body} className={block.width === 'wide' ? 'prose prose-wide' : 'prose'} />
    </Section>
  );
}
