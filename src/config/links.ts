// External community links, shared by the navbar icons and the footer so they never drift apart.
export const externalLinks = {
  github: {href: 'https://github.com/konvajs/konva', label: 'GitHub 代码仓库'},
  discord: {href: 'https://discord.gg/8FqZwVT', label: 'Discord 社区'},
  x: {href: 'https://x.com/lavrton', label: 'X（Twitter）'},
  stackOverflow: {href: 'https://stackoverflow.com/questions/tagged/konvajs', label: 'Stack Overflow 问答'},
} as const;

export const issueTrackerUrl = 'https://github.com/konvajs/konva/issues';
