// Feature code takes its colours from ui's theme, by role (STYLE.md, "Styles"; ui/src/theme/theme.ts).
// The selectors of the `no-restricted-syntax` rule that says so in the apps' features, pages and
// components (eslint.config.mjs), here so that a test can try them.

/**
 * A colour written as a value: `#1d41c4` (3, 4, 6 or 8 hex digits), `rgb(`, `rgba(`, `hsl(`,
 * `hsla(`; not an HTML character reference (`&#8217;`) nor a fragment such as `#faq`.
 */
const RAW_COLOUR = String.raw`(?<!&)#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])|\b(?:rgba?|hsla?)\(`;

const rawColour =
  "No raw colour in an app's features, pages or components: use a role of ui's theme (theme.colors), or add one there.";
const rawPalette =
  "The theme's palette is its raw scale: use a role (theme.colors), or add one in ui's theme.";

/** `no-restricted-syntax` entries: a raw colour in a string or a template, or the theme's palette. */
const rawColourSelectors = [
  { selector: `Literal[value=/${RAW_COLOUR}/]`, message: rawColour },
  { selector: `TemplateElement[value.raw=/${RAW_COLOUR}/]`, message: rawColour },
  { selector: "MemberExpression[property.name='palette']", message: rawPalette },
];

module.exports = { RAW_COLOUR, rawColourSelectors };
