import { createContext } from 'react';

/**
 * True inside a server render (ssr/render.tsx provides it), false in the browser. For content the
 * server renders in full while the browser may wait (screen/HydrateWhen).
 */
export const OnServerContext = createContext(false);
