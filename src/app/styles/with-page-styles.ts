/**
 * Wraps a lazily loaded chunk's loader so the Mantine styles pages use beyond the first visit's
 * (pages.css) arrive with it: the stylesheet is in before the chunk's component renders. Every page
 * but Login goes through it (src/app/routes.tsx), and so does each lazily loaded part a signed-in
 * person can see before a page has loaded (the notification bell, the call layer, the agreement,
 * the report dialog).
 */
export function withPageStyles<M>(load: () => Promise<M>): () => Promise<M> {
  // The stylesheet's import starts first, so its <link> precedes the chunk's own stylesheets.
  return () => Promise.all([import('./page-styles'), load()]).then(([, m]) => m);
}
