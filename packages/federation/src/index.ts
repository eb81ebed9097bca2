export {
  embeddedModules,
  remoteOf,
  SENT_PARAM,
  SIGN_IN_FORM,
  type ModuleId,
  type PageForm,
  type PageModule,
  type PublishedRemote,
  type RemoteDeclaration,
  type ResourceModule,
  type RouteDeclaration,
  type RouteWords,
  type SiteResource,
  type TranslatedLocale,
  type SiteRoute,
  type SitemapEntry,
  type WidgetModule,
} from './contract';
export {
  forgetFailure,
  getLoadedModule,
  loadRemoteModule,
  registerSiteRemotes,
  remoteModule,
  RemoteLoadError,
  setFailed,
  setPageLocale,
} from './load-remote';
export {
  EVENT_CONTRACT,
  REVEALS_ATTRIBUTE,
  revealedPasswordOf,
  markHydrated,
  NATIVE_FORM_ATTRIBUTE,
  UNIT_ATTRIBUTE,
  updateHydratedSignal,
  type EventContract,
} from './hydration';
export { island, loadIslands } from './island';
export { supportsInvokerCommands, type InvokerCommand } from './invokers';
export { onDemand, type OnDemand } from './on-demand';
export { forgetSentForm, postedForm, setPostedForm, type PostedForm } from './posted-form';
export { overriddenRemotes, remoteEntryOf, resolveRemoteLocations } from './remote-locations';
export { RemoteArea, type RemoteAreaProps } from './remote-area';
export { RemoteFailure } from './remote-stand-in';
export { ErrorBoundary } from './error-boundary';
export { recordServerRender, type ServerRenderResult } from './server-render';

// The page: its head (with its declared route's defaults) and its answer on the server.
export {
  formatTitle,
  headTags,
  renderHead,
  type Breadcrumb,
  type HeadTag,
  type PageMetaInput,
  type StructuredData,
} from './page/head';
export {
  applyPageMeta,
  DeclaredRoute,
  useDeclaredRoute,
  useDefaultPageTitle,
  usePageMeta,
} from './page/page-meta';
export { Redirect, ServerPage, ServerPageContext, useHttpStatus } from './page/server-page';
export { NotFoundView } from './page/not-found';
// The design system's links, bound to the site's router.
export { ButtonLink } from './links/button-link';
export { IconLink } from './links/icon-link';
export { WhatsAppLink } from './links/whatsapp-link';
export { FEDERATION_MESSAGES } from './words';
export { FilterLinks, filterSlug, type FilterLinksProps } from './links/filter-links';
