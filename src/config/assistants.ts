// The AI assistants the page menu offers. `url` gets the prompt URL-encoded in place of {prompt}; nothing is
// requested from these hosts until the reader clicks. Add or remove entries here.
export interface Assistant {
  name: string;
  url: string;
}

export const ASSISTANTS: Assistant[] = [
  {name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}'},
  {name: 'Claude', url: 'https://claude.ai/new?q={prompt}'},
  {name: 'Perplexity', url: 'https://www.perplexity.ai/search?q={prompt}'},
];

/** What the assistant is asked: read this page's Markdown copy, then answer about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `请阅读 ${markdownUrl} ，然后回答我关于这一页的问题。`;
}

export function assistantLink(a: Assistant, markdownUrl: string): string {
  return a.url.replace('{prompt}', encodeURIComponent(assistantPrompt(markdownUrl)));
}
