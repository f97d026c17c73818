// Swizzled (wrap): the stock SearchBar always preconnects to {appId}-dsn.algolia.net; with the local index we render
// our preconnect-free variant.
// The stock one (Algolia configured) is loaded lazily: importing it statically put all of @docsearch/react into
// main.js.
import React, {lazy, Suspense, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));

export default function SearchBar(props: Props): ReactNode {
  const local = usePluginData('konva-local-search') as {manifestPath: string} | undefined;
  if (!local)
    return (
      <Suspense fallback={null}>
        <AlgoliaSearchBar {...props} />
      </Suspense>
    );
  return <LocalSearchBar manifestPath={local.manifestPath} />;
}
