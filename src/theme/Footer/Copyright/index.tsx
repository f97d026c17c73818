// Wrapped to put 离线保存全站 under the copyright line of every page's footer (the footer config takes only links).
import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import SaveSite from '../../../components/Offline/SaveSite';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): React.ReactElement {
  return (
    <>
      <Copyright {...props} />
      <SaveSite />
    </>
  );
}
