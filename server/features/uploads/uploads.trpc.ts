import { uploadForm } from '../../../shared/schemas/uploads';
import { adminProcedure, router } from '../../trpc/init';
import { createUpload } from './uploads.service';

export const uploadsAdminTrpc = router({
  /** Called with a FormData holding `file` (tRPC reads multipart bodies as FormData). */
  create: adminProcedure('manager').input(uploadForm).mutation(({ ctx, input }) => createUpload(ctx, input)),
});
