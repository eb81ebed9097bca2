import type {} from './theme/emotion';
export { theme, type SiteTheme, type UiText } from './theme/theme';
export * as tokens from './theme/tokens';
export { SiteThemeProvider } from './theme/theme-provider';
export { GlobalStyles } from './theme/global-styles';

export {
  Button,
  ButtonAnchor,
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
export {
  Badge,
  Card,
  CardBody,
  CardMedia,
  CardMeta,
  CardTitle,
  TextLink,
  type CardBodyProps,
  type CardHoverBorder,
  type CardMediaProps,
  type CardMetaProps,
  type CardProps,
} from './primitives/card';
export { Eyebrow, type EyebrowProps } from './primitives/eyebrow';
export { Panel, type PanelProps } from './primitives/panel';
export {
  CheckList,
  IconList,
  type CheckListProps,
  type IconListProps,
  type IconListTone,
} from './primitives/icon-list';
export { IconAnchor, iconLinkStyles, type IconLinkStyleProps } from './primitives/icon-link';
export { linkRowStyles, type LinkRowStyleProps } from './primitives/link-row';
export { StretchedButton, UnstyledButton } from './primitives/unstyled-button';
export { formatDate, type DateStyle } from './primitives/format-date';
export { Dialog, type DialogProps } from './primitives/dialog';
export { supportsInvokerCommands, type InvokerCommand } from './primitives/invokers';
export { Input, Select, Textarea } from './primitives/form-controls';
export {
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './primitives/form-field';
export { useEarlyInput } from './primitives/early-input';
export { FormFooter, FormGrid, type FormFooterProps } from './primitives/form-grid';
export { bindFields, submitHandler, type BoundField } from './primitives/form-binding';
export { BotTrapField, type BotTrapFieldProps } from './primitives/bot-trap-field';
export { Alert, type AlertTone } from './primitives/alert';
export { Spinner } from './primitives/spinner';
export { Icon, type IconName } from './primitives/icon';
export { IconTile, type IconTileProps, type IconTileSize, type IconTileTone } from './primitives/icon-tile';
export { HeaderBand, PageHeader, type PageHeaderProps } from './primitives/page-header';

export { scrollToId, scrollToIdWhenReady, prefersReducedMotion } from './routing/scroll';
