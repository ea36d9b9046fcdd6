// The editor's entry point: mounts the app on #root (the page /config serves).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './app.js';

const root = document.getElementById('root');
if (root === null) throw new Error('The editor page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
