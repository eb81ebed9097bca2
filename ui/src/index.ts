import type {} from './theme/emotion';
export { theme, type SiteTheme } from './theme/theme';
export * as tokens from './theme/tokens';
export { SiteThemeProvider } from './theme/theme-provider';
export { GlobalStyles } from './theme/global-styles';

export {
  Button,
  ButtonAnchor,
  ButtonLink,
  buttonStyles,
  type ButtonStyleProps,
  type ButtonVariant,
} from './primitives/button';
export {
  Container,
  Grid,
  Section,
  VisuallyHidden,
  type SectionProps,
  type SectionTone,
} from './primitives/layout';
export { Badge, Card, TextLink } from './primitives/card';
export { Dialog, type DialogProps } from './primitives/dialog';
export {
  Input,
  Select,
  SelectField,
  TextAreaField,
  TextField,
  Textarea,
  type SelectOption,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './primitives/form-field';
export { Alert, type AlertTone } from './primitives/alert';
export { Spinner } from './primitives/spinner';
export { Icon, type IconName } from './primitives/icon';
export { NotFoundView } from './primitives/not-found';
export { PageHeader, type PageHeaderProps } from './primitives/page-header';

export {
  siteSettings,
  getSiteConfig,
  apiUrl,
  defaultRemotePorts,
  type SiteConfig,
} from './settings/site-settings';
export {
  paths,
  sectionIds,
  landingPaths,
  courseDetailIds,
  packageServices,
  type SectionId,
  type LandingKey,
  type CourseDetailId,
} from './routing/paths';
export { scrollToId, scrollToIdWhenReady, prefersReducedMotion } from './routing/scroll';
export { usePageMeta, applyPageMeta, formatTitle, type PageMetaInput } from './meta/page-meta';

export {
  remoteNames,
  remoteOf,
  type ExposesOf,
  type PageModule,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
  type WidgetModule,
} from './federation/contract';
export { registerSiteRemotes, loadRemoteModule, RemoteLoadError } from './federation/load-remote';
export { resolveRemoteLocations } from './federation/remote-locations';
export { RemoteArea, RemoteFailure, type RemoteAreaProps } from './federation/remote-area';
export { ErrorBoundary } from './federation/error-boundary';
