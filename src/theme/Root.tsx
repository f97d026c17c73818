// Wrapped so the 有新版本 prompt of the service worker can show on every page, whatever its layout.
import React from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import UpdatePrompt from '../components/Offline/UpdatePrompt';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): React.ReactElement {
  return (
    <>
      <Root {...props} />
      <UpdatePrompt />
    </>
  );
}
