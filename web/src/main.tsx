import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { LiveChannel } from './features/live/liveChannel';
import { LiveChannelContext } from './features/live/useLiveProducts';
import './index.css';

const store = makeStore();
// One live stream per tab, for the tab's life (issue 23).
const live = new LiveChannel(store, { EventSource: window.EventSource });
// After the page's first load: the stream holds a connection for good, and must not compete with the
// first screen's images (web/budgets.md, Largest Contentful Paint).
if (document.readyState === 'complete') live.start();
else window.addEventListener('load', () => live.start(), { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <LiveChannelContext.Provider value={live}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LiveChannelContext.Provider>
    </Provider>
  </StrictMode>,
);
