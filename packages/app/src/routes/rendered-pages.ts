import { createContext } from 'react';

/**
 * Server rendering only (ssr/render.tsx): the names of the lazy pages (routes/pages.ts) a render
 * showed, so the page's HTML can preload their chunks. Null in the browser: nothing is recorded.
 */
export const RenderedPagesContext = createContext<Set<string> | null>(null);
