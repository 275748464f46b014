import { PAGE_DATA_ELEMENT_ID, type PageData, ROOT_ELEMENT_ID } from '@common/page-data';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './index.css';

const root = document.getElementById(ROOT_ELEMENT_ID)!;

// A page the server rendered (the landing page) carries its data in a JSON block: hydrate it. Every
// other page is the empty shell, rendered here.
const dataBlock = document.getElementById(PAGE_DATA_ELEMENT_ID);
const pageData = dataBlock?.textContent ? (JSON.parse(dataBlock.textContent) as PageData) : null;
const app = (
  <StrictMode>
    <App pageData={pageData} />
  </StrictMode>
);
if (pageData && root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
