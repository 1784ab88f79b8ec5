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
live.start();

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
