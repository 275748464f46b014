/**
 * The catalogue's namespaces: one JSON file per namespace and locale in common/locales/<locale>/.
 * A page downloads only its own namespaces in its reader's locale (the landing page: common and
 * public). Keys are written whole in the code, `t('public:register.title')`, so a search finds
 * every use and the catalogue check (common/i18n/catalogue.test.ts) can list unused ones.
 */
import type { Catalogue, CompiledCatalogue } from './translator.ts';

export type { Catalogue };

export const NAMESPACES = ['common', 'public', 'admin', 'staff', 'registrations', 'door', 'errors', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What each namespace holds, and so where a new text goes. */
export const NAMESPACE_SCOPE: Record<Namespace, string> = {
  common: 'the headers, footers, language menu and shared controls of every page',
  public: "the visitor's pages: events, registration, the pass, the visitor's own page, exhibits",
  admin: "the admin area's header, navigation and dashboard, its events and exhibits",
  staff: 'sign-in, staff accounts and their roles, the organisation settings, the activity log',
  registrations: "an event's registrations, pass e-mails, waiting list, numbers and Google Sheet",
  door: 'the door (scan page, offline copy) and the kiosk',
  errors: "the server's error and refusal codes and the forms' validation messages",
  email: 'every e-mail to a visitor and the .ics calendar file (server only)',
};

/** The namespaces the web app downloads (email is the server's alone). */
export const WEB_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'email');

/** A locale's compiled catalogues by namespace, as a server-rendered page carries them. */
export type LocaleCatalogues = Partial<Record<Namespace, CompiledCatalogue>>;
