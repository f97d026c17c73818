// useIsBrowser for the sidebar's category only (see ../index.ts): what the server rendered stays true in the browser.
export default function useIsBrowser(): boolean {
  return false;
}
