// Written by the playground plugin at build time (src/plugins/playground/index.ts, PLAYGROUND_START_FILE).
declare module '@generated/konva-playground/default/playground-start.json' {
  const start: import('../../plugins/playground/starters').PlaygroundStart;
  export default start;
}
