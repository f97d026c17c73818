// Docusaurus' Link (@docusaurus/core@3.10.2 lib/client/exports/Link.js), unchanged except that only a likely-next
// link (LIKELY_NEXT_SELECTOR) is watched for prefetching, by one shared observer, with a stable ref callback.
import React, {forwardRef, useCallback, useImperativeHandle, useRef, type ForwardedRef, type ReactNode} from 'react';
import {NavLink, Link as RRLink} from 'react-router-dom';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@docusaurus/Link';
import {LIKELY_NEXT_SELECTOR, type DocusaurusGlobal} from '../../../../lib/prefetchBudget';
import {whenVisible} from './observe';

// Only links starting with / get the base URL: useBaseUrl() would turn a relative `intro` into `/baseUrl/intro`.
const shouldAddBaseUrlAutomatically = (to: string) => to.startsWith('/');

const docusaurus = () => (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus;

function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName,
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    ...props
  }: Props,
  forwardedRef: ForwardedRef<HTMLAnchorElement>,
): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {trailingSlash, baseUrl} = siteConfig;
  const router = siteConfig.future.experimental_router;
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => innerRef.current!);

  // `to` and `href` mean the same: MDX links always pass `href`, internal or not.
  const targetLinkUnprefixed = to || href;
  const isInternal = isInternalUrl(targetLinkUnprefixed);
  // `pathname://` marks a link as not internal (no history.push) while still getting the base URL.
  const targetLinkWithoutPathnameProtocol = targetLinkUnprefixed?.replace('pathname://', '');
  let targetLink =
    typeof targetLinkWithoutPathnameProtocol !== 'undefined'
      ? autoAddBaseUrl && shouldAddBaseUrlAutomatically(targetLinkWithoutPathnameProtocol)
        ? withBaseUrl(targetLinkWithoutPathnameProtocol)
        : targetLinkWithoutPathnameProtocol
      : undefined;
  if (router === 'hash' && targetLink?.startsWith('./')) targetLink = targetLink.slice(1);
  if (targetLink && isInternal) targetLink = applyTrailingSlash(targetLink, {trailingSlash, baseUrl});

  const preloaded = useRef(false);
  const LinkComponent = isNavLink ? NavLink : RRLink;
  const handleRef = useCallback(
    (el: HTMLAnchorElement | null) => {
      innerRef.current = el;
      if (!el || !isInternal || targetLink == null || !ExecutionEnvironment.canUseIntersectionObserver)
        return undefined;
      if (!el.matches(LIKELY_NEXT_SELECTOR)) return undefined;
      return whenVisible(el, () => docusaurus().prefetch(targetLink));
    },
    [isInternal, targetLink],
  );
  const onInteractionEnter = () => {
    if (!preloaded.current && targetLink != null) {
      docusaurus().preload(targetLink);
      preloaded.current = true;
    }
  };

  const isAnchorLink = targetLink?.startsWith('#') ?? false;
  const hasInternalTarget = !props.target || props.target === '_self';
  // A plain <a> unless it is an internal page link React Router can follow (hash-router anchors need the router).
  const isRegularHtmlLink = !targetLink || !isInternal || !hasInternalTarget || (isAnchorLink && router !== 'hash');
  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(targetLink);
  if (props.id) brokenLinks.collectAnchor(props.id);

  if (isRegularHtmlLink) {
    const external = targetLinkUnprefixed && !isInternal ? {target: '_blank', rel: 'noopener noreferrer'} : {};
    return <a ref={innerRef} href={targetLink} {...external} {...props} />;
  }
  return (
    <LinkComponent
      {...(props as object)}
      onMouseEnter={onInteractionEnter}
      onTouchStart={onInteractionEnter}
      innerRef={handleRef}
      to={targetLink!}
      {...(isNavLink && {isActive, activeClassName})}
    />
  );
}

export default forwardRef(Link);
