import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, PageData } from '../../lib/content-source';
import { CmsPage } from './cms-page';

export function PageRoute() {
  const data = useLoaderData() as PageData;
  const layout = useRouteLoaderData('root') as LayoutData;
  return <CmsPage data={data} layout={layout} />;
}
