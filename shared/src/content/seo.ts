import { defineComponent, type ComponentData } from '../schema/define.js';
import { boolean, media, string, text } from '../schema/fields.js';

/** Lengths search engines show in full; the CMS refuses longer values. */
export const SEO_LIMITS = { title: 70, description: 170, descriptionMin: 50 } as const;

export const seoComponent = defineComponent({
  category: 'shared',
  name: 'seo',
  displayName: 'SEO',
  icon: 'search',
  description: 'Title, description and sharing image for search engines and social networks',
  fields: {
    metaTitle: string({ required: true, max: SEO_LIMITS.title }),
    metaDescription: text({
      required: true,
      min: SEO_LIMITS.descriptionMin,
      max: SEO_LIMITS.description,
    }),
    metaKeywords: text({ max: 300 }),
    ogImage: media(),
    noIndex: boolean({ default: false }),
  },
});

export type Seo = ComponentData<typeof seoComponent>;
