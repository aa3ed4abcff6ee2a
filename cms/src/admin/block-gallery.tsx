// "Block gallery": a side panel in a page's edit view showing every block an editor can add, with
// its picture (docs/blocks/<name>.png, drawn by `npm run gallery` from the site's own components;
// bundled into the admin build here) and its one-line description (the block definition's own,
// shared/src/blocks). "Add to the page" adds the block at the end of the page's blocks, as Strapi's
// picker does. Strapi's picker itself is a plain list of names and cannot be given pictures
// without replacing the content manager's dynamic-zone field, so the gallery sits beside it.
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { unstable_useContentManagerContext, useForm } from '@strapi/strapi/admin';
import { blockDefinitions } from '@ironbark/shared/blocks/registry';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const pictures = import.meta.glob<string>('../../../docs/blocks/*.png', { eager: true, query: '?url', import: 'default' });

/** The picture of a block ("blocks.cta-banner" -> docs/blocks/cta-banner.png), if there is one. */
export function pictureOf(uid: string): string | undefined {
  const name = uid.split('.').pop() ?? uid;
  return Object.entries(pictures).find(([path]) => path.endsWith(`/${name}.png`))?.[1];
}

/** The first sentence of a block's description: what it is, in one line. */
export function oneLine(description: string): string {
  const end = description.indexOf('. ');
  return end === -1 ? description : description.slice(0, end + 1);
}

interface Attribute {
  type: string;
  default?: unknown;
  repeatable?: boolean;
}

/** A new block's starting values: each field's default, and empty lists for repeatable parts. */
function startingValues(attributes: Record<string, Attribute> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(attributes ?? {})) {
    if (a.default !== undefined) out[name] = a.default;
    else if ((a.type === 'component' && a.repeatable) || a.type === 'dynamiczone') out[name] = [];
  }
  return out;
}

function Gallery() {
  const addFieldRow = useForm('BlockGallery', (s) => s.addFieldRow);
  const count = useForm('BlockGallery', (s) => (Array.isArray((s.values as { blocks?: unknown }).blocks) ? (s.values as { blocks: unknown[] }).blocks.length : 0));
  const { components } = unstable_useContentManagerContext() as unknown as { components: Record<string, { attributes?: Record<string, Attribute> }> };

  return (
    <Box width="100%" style={{ maxHeight: '36rem', overflowY: 'auto' }}>
      <Typography variant="pi" textColor="neutral600" tag="p">
        Every block, as it looks on the site. “Add to the page” adds it after block {count}.
      </Typography>
      <ul data-testid="block-gallery">
        {blockDefinitions.map((d) => {
          const picture = pictureOf(d.uid);
          return (
            <li key={d.uid} data-block={d.uid}>
              <Flex direction="column" alignItems="stretch" gap={1} paddingTop={3} paddingBottom={3} style={{ borderBottom: '1px solid #eaeaef' }}>
                {picture ? <img src={picture} alt={`The ${d.info.displayName} block as it looks on the site`} loading="lazy" style={{ width: '100%', border: '1px solid #dcdce4', borderRadius: 4 }} /> : null}
                <Typography fontWeight="semiBold">{d.info.displayName}</Typography>
                <Typography variant="pi" textColor="neutral700" title={d.info.description}>
                  {oneLine(d.info.description ?? '')}
                </Typography>
                <Box>
                  <Button
                    size="S"
                    variant="secondary"
                    onClick={() => addFieldRow('blocks', { ...startingValues(components?.[d.uid]?.attributes), __component: d.uid })}
                  >
                    Add to the page
                  </Button>
                </Box>
              </Flex>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

/** The edit-view side panel: pages only (the one content type built from blocks), saved or new. */
export const BlockGalleryPanel = ({ model }: { model: string }) => (model === CONTENT_TYPE_UIDS.page ? { title: 'Block gallery', content: <Gallery /> } : null);
BlockGalleryPanel.type = 'block-gallery';
