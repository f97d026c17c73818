// Docusaurus' ComponentCreator, deferred: each route gets a small stand-in whose loadable component is created on
// first render or preload (preload() of the matched route runs before hydration, so the page renders as before).
import React, {type ComponentType} from 'react';
// The original module, by file: '@docusaurus/ComponentCreator' itself is aliased to this one.
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';

type Loadable = ComponentType<Record<string, unknown>> & {preload?: () => Promise<unknown>};
type Deferred = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash?: string): Deferred {
  let loadable: Loadable | undefined;
  const get = (): Loadable => (loadable ??= (createLoadable as (p: string, h?: string) => Loadable)(path, hash));
  function RouteComponent(props: Record<string, unknown>) {
    // get() builds the route's component once and returns that same component on every render
    return React.createElement(get(), props);
  }
  RouteComponent.preload = () => get().preload?.() ?? Promise.resolve();
  return RouteComponent;
}
