// Every admin form asks before its unsaved changes are thrown away: a link, Cancel, the back link, the browser's
// Back (all through the router's navigation blocking) and closing or reloading the tab (the browser's own
// "Leave site?" question, which is all a page may show there). One question, one look, on every form.
import { useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useConfirm } from './confirm-dialog';
import { adminText } from '../../i18n/admin-language';

/**
 * The question. Escape, the backdrop's close and "Keep editing" all stay; only "Discard changes" leaves. Its words are
 * read when the dialog shows them, in the admin's language of that moment.
 */
export const LEAVE_WITHOUT_SAVING = {
  get message() {
    return adminText('unsaved.message');
  },
  get detail() {
    return adminText('unsaved.detail');
  },
  get confirmLabel() {
    return adminText('unsaved.confirm');
  },
  get cancelLabel() {
    return adminText('unsaved.cancel');
  },
  danger: true,
} as const;

/**
 * Blocks leaving the screen while `dirty`. After a successful save the form navigates with `ignoreBlocker: true`
 * (see useListReturn), so a saved form never asks.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const confirm = useConfirm();
  const shouldBlockFn = useCallback(
    async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
      // A change of the address's search on the same screen (none of the forms has one) is not leaving.
      if (current.pathname === next.pathname) return false;
      return !(await confirm(LEAVE_WITHOUT_SAVING));
    },
    [confirm],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: dirty, disabled: !dirty });
}
