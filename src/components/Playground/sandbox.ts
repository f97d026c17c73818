// The runner frame's sandbox. A frame with the `sandbox` attribute never reaches the service worker (Chromium
// sends no opaque-origin frame's navigation through it), so offline it could only come from the HTTP cache, which
// hosts keep for minutes. On a page the worker controls the frame goes without the attribute and the worker answers
// with the same sandbox as a header, from its cache (src/plugins/offline/sw). A runner that finds itself in our
// origin after all (a worker of an older build, a bypassed worker) says 'unsandboxed' and runs nothing; the frame
// then gets the attribute and loads again, and so does every later frame of the page.
export const SANDBOX = 'allow-scripts allow-downloads';

type W = Window & {__pgNoSw?: boolean};

/** The `sandbox` attribute for a new runner frame, or undefined when the worker sandboxes it. */
export function frameSandbox(): string | undefined {
  if (typeof window === 'undefined') return SANDBOX;
  return !(window as W).__pgNoSw && navigator.serviceWorker?.controller ? undefined : SANDBOX;
}

/** A runner said it is not sandboxed: sandbox its frame by the attribute and load it again. */
export function resandbox(source: MessageEventSource | null): void {
  (window as W).__pgNoSw = true;
  for (const frame of Array.from(document.querySelectorAll('iframe')))
    if (frame.contentWindow === source && !frame.hasAttribute('sandbox')) {
      frame.setAttribute('sandbox', SANDBOX);
      // Not sandboxed means same-origin: the page may reload it (a new src differing only by #hash would not).
      frame.contentWindow?.location.reload();
    }
}
