import { defineComponent, type ComponentData } from '../schema/define.js';
import { boolean, media, string, text } from '../schema/fields.js';

/** Lengths search engines show in full; the CMS refuses longer values. */
export const SEO_LIMITS = { title: 70, description: 170, descriptionMin: 50, keywords: 300 } as const;

export const seoComponent = defineComponent({
  category: 'shared',
  name: 'seo',
  displayName: 'SEO',
  icon: 'search',
  description: 'Title, description and sharing image for search engines and social networks',
  fields: {
    metaTitle: string({
      label: 'Search title',
      required: true,
      max: SEO_LIMITS.title,
      width: 12,
      description: 'The title in search results and browser tabs',
    }),
    metaDescription: text({
      label: 'Search description',
      required: true,
      min: SEO_LIMITS.descriptionMin,
      max: SEO_LIMITS.description,
      width: 12,
      description: 'The summary under the title in search results',
    }),
    metaKeywords: text({
      label: 'Search keywords',
      max: SEO_LIMITS.keywords,
      description: 'Words people search for, separated by commas; used by the site search',
      placeholder: 'sd-wan, managed network, branch connectivity',
    }),
    ogImage: media({ label: 'Sharing image', description: 'Shown when the page is shared on social networks; 1200 × 630 pixels' }),
    noIndex: boolean({
      default: false,
      label: 'Hide from search engines',
      description: 'Asks search engines not to list this page, and leaves it out of the sitemap and the site search',
    }),
  },
});

export type Seo = ComponentData<typeof seoComponent>;
