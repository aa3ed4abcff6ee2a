// The block registry: one React component per block type. Typed as a complete mapping, so a
// block added to shared/ without a component here fails the type check.
import type { ComponentType } from 'react';
import type { Block, BlockType } from '@ironbark/shared/blocks/registry';
import type { BlockContext, BlockProps } from './block-props';
import { CardGrid } from './card-grid';
import { ChildPages } from './child-pages';
import { ContactDetails } from './contact-details';
import { CtaBanner } from './cta-banner';
import { Faq } from './faq';
import { FeatureList } from './feature-list';
import { FormBlock } from './form-block';
import { Hero } from './hero';
import { ImageText } from './image-text';
import { JobOpenings } from './job-openings';
import { LatestResources } from './latest-resources';
import { LogoCloud } from './logo-cloud';
import { RichTextBlock } from './rich-text-block';
import { Stats } from './stats';
import { Steps } from './steps';
import { TeamGrid } from './team-grid';
import { Testimonial } from './testimonial';
import { Video } from './video';

export const BLOCK_COMPONENTS: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  'blocks.hero': Hero,
  'blocks.rich-text': RichTextBlock,
  'blocks.card-grid': CardGrid,
  'blocks.feature-list': FeatureList,
  'blocks.image-text': ImageText,
  'blocks.stats': Stats,
  'blocks.logo-cloud': LogoCloud,
  'blocks.testimonial': Testimonial,
  'blocks.cta-banner': CtaBanner,
  'blocks.faq': Faq,
  'blocks.steps': Steps,
  'blocks.video': Video,
  'blocks.team-grid': TeamGrid,
  'blocks.job-openings': JobOpenings,
  'blocks.contact-details': ContactDetails,
  'blocks.form': FormBlock,
  'blocks.latest-resources': LatestResources,
  'blocks.child-pages': ChildPages,
};

function renderBlock<T extends BlockType>(block: Extract<Block, { __component: T }>, context: BlockContext) {
  const Component = BLOCK_COMPONENTS[block.__component as T] as ComponentType<BlockProps<T>> | undefined;
  // The server already dropped unknown blocks; this guards against a stale browser bundle.
  if (!Component) return null;
  return <Component key={`${block.__component}-${block.id}`} block={block} context={context} />;
}

export function Blocks({ blocks, context }: { blocks: Block[]; context: Omit<BlockContext, 'index' | 'firstOfType'> }) {
  return (
    <>
      {blocks.map((block, index) =>
        renderBlock(block, { ...context, index, firstOfType: blocks.findIndex((b) => b.__component === block.__component) === index }),
      )}
    </>
  );
}
