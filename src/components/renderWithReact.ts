// Astro picks a framework component's renderer by test-rendering it with each renderer's check, which for React
// is a whole extra server render of the component per island per page; a component tagged with its renderer
// skips that. An untagged component still renders, only more slowly, so this never changes what is rendered.
const RENDERER = Symbol.for('astro:renderer');

/** Marks components as React components for Astro's server render; call it in the frontmatter that renders them. */
export function renderWithReact(...components: object[]): void {
  for (const component of components) (component as Record<symbol, string>)[RENDERER] = '@astrojs/react';
}
