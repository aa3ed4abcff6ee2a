// The one Vite feature the admin uses (Strapi builds the admin with Vite): importing the block
// gallery's pictures as bundled files' addresses (block-gallery.tsx).
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; query: '?url'; import: 'default' }): Record<string, T>;
}
