// Wrapped so every "not found" screen names itself: the docs plugin at routeBasePath '/' matches 404.html and
// unknown paths first and renders only this content (the theme's NotFound page, which sets the title, never runs),
// so build/404.html was titled just "Konva 中文文档", the home page's title.
import React from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): React.ReactElement {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={translate({
          id: 'site.NotFound.description',
          message: 'The page you asked for is not on this site.',
        })}
      />
      <NotFoundContent {...props} />
    </>
  );
}
