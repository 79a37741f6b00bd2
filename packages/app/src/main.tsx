import { createRoot, hydrateRoot } from 'react-dom/client';
import { installUnhandledRejectionHandler } from './errors/unhandled-rejection';
import { ClientApp } from './shell/ClientApp';
import { readServerData } from './shell/hydration';
import './index.css';

installUnhandledRejectionHandler();

const root = document.getElementById('root');
if (!root) throw new Error('Pawpal: #root is missing from index.html');

// A public page the server rendered (docs/decisions/0008-ssr.md) carries the answers it was
// rendered with: hydrate it from them; any other page is rendered here.
const serverData = readServerData(document);
if (serverData && root.firstElementChild) hydrateRoot(root, <ClientApp serverData={serverData} />);
else createRoot(root).render(<ClientApp serverData={null} />);
