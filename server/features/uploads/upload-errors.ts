// The refusals of a photo upload; each names the `file` field so a form can show it beside the picker.
import {
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_NOT_MULTIPART_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
  UPLOAD_WRONG_TYPE_MESSAGE,
} from '../../../shared/schemas/uploads';
import { AppError, type ErrorCode } from '../../errors';

const refusal = (code: ErrorCode, message: string) => new AppError(code, message, { [UPLOAD_FIELD]: message });

export const uploadTooLarge = () => refusal('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE);
export const uploadTooManyPixels = () => refusal('PAYLOAD_TOO_LARGE', UPLOAD_TOO_MANY_PIXELS_MESSAGE);
export const uploadWrongType = () => refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_WRONG_TYPE_MESSAGE);
export const uploadDamaged = () => refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_DAMAGED_MESSAGE);
export const uploadNotMultipart = () => refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_NOT_MULTIPART_MESSAGE);
export const uploadUnreadableBody = () => refusal('BAD_REQUEST', UPLOAD_NOT_MULTIPART_MESSAGE);
