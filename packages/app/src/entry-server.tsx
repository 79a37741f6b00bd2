/*
 * The server entry (vite build --ssr): the API imports this bundle (dist/.ssr/entry-server.js)
 * and renders the public pages for signed-out visitors with it. See docs/decisions/0008-ssr.md.
 */
export { renderPage, type ApiAnswer, type RenderInput, type RenderedPage } from './ssr/render';
