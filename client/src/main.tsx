import { startApp } from './app/start';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startApp(container);
listenForInstallPrompt();
registerServiceWorker();
