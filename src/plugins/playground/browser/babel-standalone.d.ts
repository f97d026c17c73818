// Minimal types for the one @babel/standalone call the Angular edit compiler makes.
declare module '@babel/standalone' {
  export function transform(code: string, options: Record<string, unknown>): {code?: string | null};
}
