import { installUnhandledRejectionHandler } from './errors/unhandled-rejection';
import { startApp } from './shell/start';
import './index.css';

installUnhandledRejectionHandler();

const root = document.getElementById('root');
if (!root) throw new Error('Pawpal: #root is missing from index.html');
void startApp(root);
