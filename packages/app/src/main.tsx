import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installUnhandledRejectionHandler } from './errors/unhandled-rejection';
import { AppShell } from './shell/AppShell';
import { Providers } from './shell/Providers';
import './index.css';

installUnhandledRejectionHandler();

const root = document.getElementById('root');
if (!root) throw new Error('Pawpal: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppShell />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
