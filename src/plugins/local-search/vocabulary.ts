// Readers' words: what people type for a problem (a symptom, a colloquial verb, a filler) and the words the pages use
// for it. A query word found here becomes one slot that the pages' words match too (see synonyms.ts).

export interface ReaderWord {
  /** What readers type: pure Chinese (no spaces) or one lower-case Latin word; longest match wins in a query. */
  reader: string[];
  /** The words the pages use for it: Chinese words and/or API names (Latin, any case); [] = a filler word that carries
   * no subject (一直, 老是, 请问) and is dropped from the query. */
  page: string[];
  /** A realistic query a reader would type using one of `reader` (for the test). */
  example: string;
}

export const READER_WORDS: readonly ReaderWord[] = [
  // Fillers: how often or how badly something happens says nothing about what.
  {reader: ['一直', '老是', '总是', '经常', '有时候', '偶尔'], page: [], example: '图片老是加载失败'},
  {reader: ['请问', '求助', '大佬们', '怎么办', '咋办'], page: [], example: '请问舞台怎么居中'},
  // Blur and sharpness.
  {reader: ['发糊', '糊了', '发虚', '不清晰', '不清楚'], page: ['模糊', '清晰', 'pixelRatio'], example: '导出的图片发虚'},
  // Lag.
  {reader: ['卡顿', '很卡', '掉帧', '一卡一卡'], page: ['性能', '卡顿', '帧率'], example: '拖动的时候掉帧'},
];
