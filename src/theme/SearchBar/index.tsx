// Swizzled (wrap): the stock SearchBar always preconnects to {appId}-dsn.algolia.net; with the local index we render our preconnect-free variant.
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const local = usePluginData('konva-local-search') as {manifestPath: string} | undefined;
  if (!local) return <OriginalSearchBar {...props} />;
  return <LocalSearchBar manifestPath={local.manifestPath} />;
}
