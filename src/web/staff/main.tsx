import '../styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { StaffApp } from './staff-app';

// The staff console: its own Vite entry (vite.config.ts), so no public page loads it.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/staff">
      <StaffApp />
    </BrowserRouter>
  </StrictMode>,
);
