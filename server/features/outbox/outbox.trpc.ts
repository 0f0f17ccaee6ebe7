import { outboxIdInput, outboxListQuery } from '../../../shared/schemas/outbox';
import { adminProcedure, router } from '../../trpc/init';
import { listOutbox, mailStatus, retryOutboxEmail } from './outbox.service';

export const outboxAdminTrpc = router({
  list: adminProcedure('owner').input(outboxListQuery).query(({ ctx, input }) => listOutbox(ctx, input)),
  retry: adminProcedure('owner').input(outboxIdInput).mutation(({ ctx, input }) => retryOutboxEmail(ctx, input.id)),
});

/** Whether e-mail is set up: the inbox (staff) and the outbox screen say so when it is not. */
export const mailAdminTrpc = router({
  status: adminProcedure('staff').query(({ ctx }) => mailStatus(ctx)),
});
