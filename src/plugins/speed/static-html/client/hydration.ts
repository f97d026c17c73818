// Whether React is hydrating the server's HTML right now: true from the start of a production page load until the
// first route commit (Docusaurus runs onRouteDidUpdate then), false on the server, in `npm start` and afterwards.
let pending = typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY);

export const isHydrating = (): boolean => pending;

export function onRouteDidUpdate(): void {
  pending = false;
}
