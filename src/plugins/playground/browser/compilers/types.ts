// What every in-browser compiler returns: runnable module text, or an error at the reader's line.
export interface EditResult {
  code: string;
  /** generated line → editor line (1-based); absent when lines are kept */
  lines?: number[];
}

export class EditCompileError extends Error {
  constructor(
    message: string,
    public line: number,
  ) {
    super(message);
  }
}
