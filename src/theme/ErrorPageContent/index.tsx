// Wrapped so a page that crashed says so in its title: the theme's error screen replaces only the page's content,
// and the title stayed the crashed page's own. Rendered after the page's metadata, so this title wins.
import React from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): React.ReactElement {
  return (
    <>
      <PageMetadata title={translate({id: 'site.ErrorPage.title', message: 'Page Error'})} />
      <ErrorPageContent {...props} />
    </>
  );
}
