import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toast';
import { PublicApp } from './public-app';
import '../styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <PublicApp />
    <Toaster />
  </StrictMode>,
);
