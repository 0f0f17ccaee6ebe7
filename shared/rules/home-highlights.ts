/** How many highlight cards the home page asks for (and the admin's day preview shows). */
export const HOME_HIGHLIGHT_LIMIT = 12;
