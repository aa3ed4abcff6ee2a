// The block registry: one React component per block type, found by convention. The component
// of the block named "card-grid" in shared/src/blocks (uid blocks.card-grid) is the default
// export of ./card-grid.tsx, so adding a block adds a file here and touches nothing else in the
// web. registry.test.tsx fails when a block type has no component or a file no block type.
import type { ComponentType } from 'react';
import type { Block, BlockType } from '@ironbark/shared/blocks/registry';
import type { BlockContext, BlockProps } from './block-props';

type AnyBlockComponent = ComponentType<BlockProps<BlockType>>;

const modules = import.meta.glob<AnyBlockComponent>(['./*.tsx', '!./registry.tsx', '!./*.test.tsx'], { eager: true, import: 'default' });

/** Every block component by block type: ./hero.tsx is blocks.hero. */
export const BLOCK_COMPONENTS: Partial<Record<BlockType, AnyBlockComponent>> = Object.fromEntries(
  Object.entries(modules).map(([file, component]) => [`blocks.${file.slice('./'.length, -'.tsx'.length)}`, component]),
);

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
