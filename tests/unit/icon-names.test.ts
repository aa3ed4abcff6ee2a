// The site's icons exist twice by necessity: the web imports each Lucide component by name (so
// the browser bundle holds only those) and the CMS seed draws illustrations from the same Lucide
// icons by name (shared ICON_LUCIDE_NAMES). This test keeps the two maps one: each icon name must
// be the same Lucide icon in both.
import * as Lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ICON_LUCIDE_NAMES, ICON_NAMES } from '../../shared/src/blocks/icons';

// A .tsx module of the web; loaded at run time so this repository check needs no JSX settings.
const WEB_ICONS = '../../web/src/ui/icon.tsx';
const { ICONS } = (await import(/* @vite-ignore */ WEB_ICONS)) as { ICONS: Record<string, unknown> };

describe('icon names', () => {
  it('the web draws every icon name with the Lucide icon the shared map names', () => {
    const lucide = Lucide as unknown as Record<string, unknown>;
    const mismatched = ICON_NAMES.filter((name) => lucide[ICON_LUCIDE_NAMES[name]] !== ICONS[name]);
    expect(mismatched).toEqual([]);
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort());
  });
});
