// The few service-worker types the worker uses. The project's TypeScript program has the DOM library, whose
// globals clash with the WebWorker library's, so these are declared here instead of `/// <reference lib>`.

export interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WorkerClient {
  postMessage(message: unknown): void;
}

export interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: {readonly scope: string};
  readonly clients: {claim(): Promise<void>; matchAll(): Promise<readonly WorkerClient[]>};
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
