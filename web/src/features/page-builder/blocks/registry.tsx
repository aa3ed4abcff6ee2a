// The block registry: one React component per block type, found by convention. The component
// of the block named "card-grid" in shared/src/blocks (uid blocks.card-grid) is the default
// export of ./card-grid.tsx, so adding a block adds a file here and touches nothing else in the
// web. registry.test.tsx fails when a block type has no component or a file no block type.
import type { ComponentType, ReactNode } from 'react';
import type { Block, BlockType } from '@ironbark/shared/blocks/registry';
import { EditPathContext } from '../../../ui/edit-path';
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

/** What an editor sees in a preview where the site leaves a block out (never on public pages). */
function SkippedBlock({ message }: { message: string }) {
  return (
    <section className="container preview-block-notice" role="note" aria-label="Block left out">
      <p>
        <strong>This block is not shown on the site.</strong> {message}. Fix it in the CMS (the page cannot be published until then).
      </p>
    </section>
  );
}

/** Where each shown block stood among all the page's blocks, the left-out ones included. */
function placesOf(count: number, skipped: { index: number }[]): number[] {
  const left = new Set(skipped.map((s) => s.index));
  const places: number[] = [];
  for (let place = 0; places.length < count; place++) if (!left.has(place)) places.push(place);
  return places;
}

export function Blocks({
  blocks,
  context,
  skipped = [],
  editable = false,
}: {
  blocks: Block[];
  context: Omit<BlockContext, 'index' | 'firstOfType'>;
  /** Preview: blocks left out, by their place among all the page's blocks. */
  skipped?: { index: number; message: string }[];
  /** Preview only: each block's fields carry their path in the edit view (ui/edit-path.ts, click to edit). */
  editable?: boolean;
}) {
  const places = editable ? placesOf(blocks.length, skipped) : [];
  const rendered = blocks.map((block, index) => {
    const element = renderBlock(block, { ...context, index, firstOfType: blocks.findIndex((b) => b.__component === block.__component) === index });
    // The path is the block's place in the edit view's list, which still holds the left-out blocks.
    return editable ? (
      <EditPathContext key={`${block.__component}-${block.id}`} value={`blocks.${places[index]}`}>
        {element}
      </EditPathContext>
    ) : (
      element
    );
  });
  if (skipped.length === 0) return <>{rendered}</>;
  // Put each notice back where its block stood: the valid blocks fill the other places, in order.
  const notices = new Map(skipped.map((s) => [s.index, s.message]));
  const out: ReactNode[] = [];
  let next = 0;
  for (let place = 0; place < rendered.length + skipped.length; place++) {
    const message = notices.get(place);
    out.push(message !== undefined ? <SkippedBlock key={`skipped-${place}`} message={message} /> : rendered[next++]);
  }
  return <>{out}</>;
}
