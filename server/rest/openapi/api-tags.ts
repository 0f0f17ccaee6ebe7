// The groups of the REST surface, in the order the document and the docs page list them.
export const API_TAGS = {
  Auth: 'Sign in for a bearer token, check it, sign out.',
  Public: 'What the website shows guests, and the contact form. No token needed.',
  Offers: 'Staff: the home page\'s hero slides.',
  Highlights: 'Staff: the home page\'s dishes planned day by day.',
  Menu: 'Staff: the food menu, its categories and flags.',
  Drinks: 'Staff: the drinks and wine list, its categories and flags.',
  Hours: 'Staff: the regular opening hours and special dates (holidays, events).',
  Contacts: 'Staff: the guests\' messages from the contact form.',
  Gallery: 'Staff: the photo gallery\'s photos, their alt texts, tags and order (managers edit).',
  Uploads: 'Staff: photos for offers, dishes, drinks and the gallery.',
  Activity: 'Managers: who changed what and when (every admin write, sign-in and team change), kept 400 days.',
  Account: 'Staff: your own account (password, other devices), and the e-mailed invitation and password-reset links.',
  Team: 'Owner: the staff accounts, their roles and invitations.',
  Settings: 'Owner: the bar\'s details every page shows (contact, address, booking link, socials, policies, About story, announcement).',
  'E-mail': 'Owner: the e-mails the app sends (the outbox), how their sending went, and a retry.',
  Operations: 'Health check and this documentation.',
} as const;

export type ApiTag = keyof typeof API_TAGS;
