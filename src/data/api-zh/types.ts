// Shape of the Chinese API descriptions: one file per class, keyed by member name (see README.md).

/** Markdown (inline code, links). A plain string is the description alone. */
export type MemberZh =
  | string
  | {
      desc: string;
      /** parameter name -> description */
      params?: Record<string, string>;
      returns?: string;
    };

export interface ClassZh {
  /** what the class is for and when to use it (Markdown, may span paragraphs) */
  summary: string;
  /** a short, complete vanilla JS example (ES module, `import Konva from 'konva'`) */
  example?: string;
  /** members the class itself declares (inherited ones are described in their own class file) */
  members: Record<string, MemberZh>;
  /** events the class fires, keyed by event name */
  events?: Record<string, string>;
  /** optional paragraph shown above the events */
  eventsIntro?: string;
  /** constructor config params that are not also a member of the same name */
  config?: Record<string, string>;
  /**
   * meaning of each property of an option object the reference expands into rows, by member then property:
   * `options: {cache: {pixelRatio: '缓存画布的像素比……'}}` (which members: optionParams in
   * src/plugins/api-reference/classes.ts)
   */
  options?: Record<string, Record<string, string>>;
  /** Konva.ts only: the namespace's global settings and functions */
  globals?: Record<string, MemberZh>;
}
