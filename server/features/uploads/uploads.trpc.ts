import { router } from '../../trpc/init';

export const uploadsAdminTrpc = router({});
