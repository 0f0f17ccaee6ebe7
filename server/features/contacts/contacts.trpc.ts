import { contactFormInput } from '../../../shared/schemas/contacts';
import { publicProcedure, router } from '../../trpc/init';
import { submitContact } from './contacts.service';

export const contactsTrpc = router({
  submit: publicProcedure.input(contactFormInput).mutation(({ ctx, input: { pagePath, honeypot, ...data } }) =>
    submitContact(ctx, data, { sourcePath: pagePath ?? null, userAgent: ctx.userAgent, ip: ctx.ip, honeypot: Boolean(honeypot?.trim()) }),
  ),
});

export const contactsAdminTrpc = router({});
