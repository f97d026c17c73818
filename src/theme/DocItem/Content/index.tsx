// Wrapped to put the page menu (Markdown copy, AI assistants) above every doc page's content, and to mark the API
// reference's pages for their styles (src/components/ApiReference/styles.module.css).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const api = useDoc().metadata.id.startsWith('api/');
  return (
    <>
      <PageActions />
      {api ? (
        <div className="api-doc">
          <Content {...props} />
        </div>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
