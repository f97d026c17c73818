import type {LoadContext, Plugin} from '@docusaurus/types';

export type Options = {id: string};

/**
 * Shows a changed announcement on the very first page view. The theme's inline script hides the
 * bar whenever the *old* one was dismissed, and only its React code notices the new id after that.
 */
export default function announcementIdPlugin(_context: LoadContext, options: Options): Plugin {
  const id = JSON.stringify(options.id);
  return {
    name: 'announcement-id',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
