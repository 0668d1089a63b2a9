import './styles.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { App } from './app/app';
import { findRoute } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Load this page's chunk before hydrating so the first client render matches the prerendered HTML.
void findRoute(window.location.pathname)
  .Page.preload()
  .then(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
