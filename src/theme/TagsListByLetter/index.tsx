// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/TagsListByLetter/index.tsx. Change: the tag index is grouped
// and sorted the same way at build time and in the browser (src/lib/tagGroups.ts).
import type {ReactNode} from 'react';
import type {Props} from '@theme/TagsListByLetter';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import {groupTags} from '../../lib/tagGroups';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTags(tags).map(({letter, tags: items}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {items.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
