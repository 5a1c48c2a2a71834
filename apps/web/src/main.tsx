import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import { App } from './app/App';
import { browser } from './app/browser';
import { PageLoading } from './app/PageLoading';
import { checkAppVersion } from './app/version';
import { addErrorLog, errorLogEntry, installErrorHandlers } from './components/error-log/store';
import { i18n, initI18n, initialLanguage, prepareLanguage } from './i18n';
import './i18n/antdLocale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page about to reload for a new release starts nothing: its requests would be cut off.
const reloading = checkAppVersion(localStorage, __APP_VERSION__, () => browser.reload());

// Errors thrown anywhere from here on reach the navbar's error log (spec §8): uncaught ones through the
// window's handlers, those a React error boundary caught (a page that failed to render) from React.
installErrorHandlers();

// The first paint is in the right language: its catalogue (and antd's, for English) is here first.
const language = initialLanguage();
await Promise.all([initI18n(language), prepareLanguage(language)]);

createRoot(container, {
  onCaughtError: (error) => {
    console.error(error);
    addErrorLog(errorLogEntry(error, i18n.t('errorLog.renderError')));
  },
}).render(<StrictMode>{reloading ? <PageLoading /> : <App />}</StrictMode>);
