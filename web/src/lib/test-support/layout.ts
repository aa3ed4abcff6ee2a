// The layout a page renders in (Global settings, navigation, public config) for the web's render
// tests: one plausible set, written once, so each test changes only the part it is about.
import type { LayoutData } from '../content-source';

export interface LayoutChanges {
  global?: Partial<LayoutData['global']>;
  navigation?: Partial<LayoutData['navigation']>;
  config?: Partial<LayoutData['config']>;
}

export function testLayout({ global, navigation, config }: LayoutChanges = {}): LayoutData {
  return {
    global: {
      id: 1,
      documentId: 'global',
      siteName: 'Ironbark Communications',
      tagline: null,
      phone: '1300 000 000',
      email: 'hello@ironbark.example.com',
      address: null,
      abn: null,
      customerPortalUrl: 'https://portal.ironbark.example.com',
      youtubeUrl: null,
      linkedinUrl: null,
      copyrightYear: '2024',
      footerText: null,
      ...global,
    },
    navigation: { id: 1, documentId: 'navigation', header: [], mobileExtras: [], footer: [], ...navigation },
    config: { siteUrl: 'https://site.test', cmsPublicUrl: 'https://cms.test', cmsSearchToken: '', production: false, staging: false, ...config },
  };
}
