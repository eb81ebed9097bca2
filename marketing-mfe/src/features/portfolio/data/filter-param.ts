/** The query parameter of the home page that names the chosen technology: `/?portfolio=react`. */
export const PORTFOLIO_PARAM = 'portfolio';
