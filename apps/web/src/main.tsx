import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { preloadDataLayer } from './lib/auth';
import { currentSessionKind } from './lib/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root');

// with a session the first thing every page does is GET /users/me: load the API layer right away
if (currentSessionKind() !== 'anonymous') preloadDataLayer();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
