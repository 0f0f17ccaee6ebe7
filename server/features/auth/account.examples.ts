// Example values for the OpenAPI document of the account and team routes.
import { LANG_CODES } from '../../../shared/config/languages';
import type { MeDto, TeamMemberDto } from '../../../shared/schemas/team';

export const exampleMe: MeDto = { id: 1, email: 'maria@casaolivera.example', name: 'María Olivera', role: 'owner', language: LANG_CODES[0] };

export const exampleMember: TeamMemberDto = {
  id: 4,
  email: 'luis@casaolivera.example',
  name: 'Luis',
  role: 'staff',
  // A member who reads the admin in the site's second language, where it has one.
  language: LANG_CODES.at(-1) ?? LANG_CODES[0],
  active: true,
  pending: true,
  lastLoginAt: null,
};

export const exampleLinkToken = 'Vq0yX4rD7cKp2mN8sT1wZ6bH3fJ9gL5aE0uR2iO4kYc';
