// For theme pages that set only a title (blog tag and author lists, an author's page): the same page with a meta
// description. Its PageMetadata comes after the page's own, so this description is the one kept.
import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export function withDescription<P extends object>(
  Page: ComponentType<P>,
  describe: (props: P) => string | undefined,
): ComponentType<P> {
  return function PageWithDescription(props: P): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageMetadata description={describe(props)} />
      </>
    );
  };
}
