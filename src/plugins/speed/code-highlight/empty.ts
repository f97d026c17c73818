// Stands in for the theme's Prism language registration in the browser build (see index.ts).
export {};
