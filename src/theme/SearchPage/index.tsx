// Swizzled (wrap): with the local index, /search is our own page (src/components/LocalSearchPage): the theme's
// spins forever when the index cannot load, credits Algolia in its HTML and writes its noindex as a property.
// With Algolia configured the theme's page is used, loaded lazily so its search helper stays out of local builds.
import React, {lazy, Suspense, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalSearchPage from '@site/src/components/LocalSearchPage';

const AlgoliaSearchPage = lazy(() => import('@theme-original/SearchPage'));

export default function SearchPage(): ReactNode {
  const local = usePluginData('konva-local-search') as {manifestPath: string} | undefined;
  if (!local)
    return (
      <Suspense fallback={null}>
        <AlgoliaSearchPage />
      </Suspense>
    );
  return <LocalSearchPage manifestPath={local.manifestPath} />;
}
