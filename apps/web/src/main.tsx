import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import { App } from './app/App';
import { browser } from './app/browser';
import { PageLoading } from './app/PageLoading';
import { checkAppVersion } from './app/version';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page about to reload for a new release starts nothing: its requests would be cut off.
const reloading = checkAppVersion(localStorage, __APP_VERSION__, () => browser.reload());

createRoot(container).render(<StrictMode>{reloading ? <PageLoading /> : <App />}</StrictMode>);
