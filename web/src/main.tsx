import { PAGE_DATA_ELEMENT_ID, type PageData, ROOT_ELEMENT_ID } from '@common/page-data';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { browserLocale, startI18n } from '@/lib/i18n';
import './index.css';

const root = document.getElementById(ROOT_ELEMENT_ID)!;

// A page the server rendered (the landing page) carries its data, locale and texts in a JSON block:
// hydrate it. Every other page is the empty shell, rendered here once its texts are in.
const dataBlock = document.getElementById(PAGE_DATA_ELEMENT_ID);
const pageData = dataBlock?.textContent ? (JSON.parse(dataBlock.textContent) as PageData) : null;
const locale = pageData?.locale ?? browserLocale();
// No top-level await: it would split the entry into many small chunks (worse compression).
void startI18n(locale, ['common'], pageData?.catalogues).then((i18n) => {
  const app = (
    <StrictMode>
      <App pageData={pageData} i18n={i18n} />
    </StrictMode>
  );
  if (pageData && root.firstChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
