// /admin/contacts/{id}: one guest's message in full, with what staff do about it — reply by e-mail, set the
// follow-up status, keep internal notes, delete. Opening a NEW message leaves it NEW: staff decide when it is handled.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_STATUSES, contactUpdateInput, MAX_CONTACT_NOTES, type ContactMessageDto, type ContactStatus } from '../../../shared/schemas/contacts';
import { useBarDateTime } from '../../lib/bar-time';
import { trpc } from '../../lib/trpc';
import { errorMessage, isNotFound } from '../../lib/trpc-errors';
import { AdminPage, AdminState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/confirm-dialog';
import { Field } from '../../components/admin/field';
import { inAdminLanguage, saveFailure } from '../../components/admin/form-errors';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import type { AdminKey } from '../../../shared/i18n/catalog-types';
import { useMay } from '../../components/admin/staff-role';
import { useToast } from '../../components/admin/toasts';
import { useUnsavedChanges } from '../../components/admin/use-unsaved-changes';
import { mailtoHref, replyMailto, sitePath, telHref } from './contact-links';
import { CONTACT_STATUS_KEYS, type ContactListSearch } from './contact-list-search';
import { StatusBadge } from './status-badge';
import { notificationText } from './notification-status';
import './contacts-admin.css';

/** What a status change says, without and with the notes saved along. */
const MARKED: Record<ContactStatus, AdminKey> = { NEW: 'contacts.marked.NEW', CONTACTED: 'contacts.marked.CONTACTED', CLOSED: 'contacts.marked.CLOSED' };
const MARKED_WITH_NOTES: Record<ContactStatus, AdminKey> = {
  NEW: 'contacts.markedWithNotes.NEW',
  CONTACTED: 'contacts.markedWithNotes.CONTACTED',
  CLOSED: 'contacts.markedWithNotes.CLOSED',
};

interface ContactDetailPageProps {
  id: number;
  /** Where the inbox was (filter, search, page), for the way back. */
  backSearch: ContactListSearch;
}

export function ContactDetailPage({ id, backSearch }: ContactDetailPageProps) {
  const message = trpc.admin.contacts.get.useQuery({ id }, { staleTime: 0, gcTime: 0 });
  const t = useAdminT();
  const back = { to: '/admin/contacts', label: t('nav.contacts'), search: { ...backSearch } };
  const title = t('title.message', { id });

  if (message.isPending) {
    return (
      <AdminPage title={title} back={back}>
        <AdminState kind="loading">{t('contacts.loadingOne')}</AdminState>
      </AdminPage>
    );
  }
  if (message.isError) {
    return isNotFound(message.error) ? (
      <AdminPage title={title} back={back}>
        <AdminState
          kind="empty"
          action={
            <Link to="/admin/contacts" search={backSearch} className="admin-btn">
              {t('contacts.backToInbox')}
            </Link>
          }
        >
          {t('contacts.gone')}
        </AdminState>
      </AdminPage>
    ) : (
      <AdminPage title={title} back={back}>
        <AdminState
          kind="error"
          action={
            <button type="button" className="admin-btn" onClick={() => void message.refetch()}>
              {t('contacts.tryAgain')}
            </button>
          }
        >
          {t('contacts.failedToLoad')}
          <span className="contact-error__reason">{inAdminLanguage(errorMessage(message.error, ''))}</span>
        </AdminState>
      </AdminPage>
    );
  }
  return <ContactDetail message={message.data} back={back} backSearch={backSearch} />;
}

interface ContactDetailProps {
  message: ContactMessageDto;
  back: { to: string; label: string; search: Record<string, unknown> };
  backSearch: ContactListSearch;
}

function ContactDetail({ message, back, backSearch }: ContactDetailProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const setStatus = trpc.admin.contacts.update.useMutation();
  const storeNotes = trpc.admin.contacts.update.useMutation();
  const t = useAdminT();
  const barTime = useBarDateTime(useAdminLang());
  const remove = trpc.admin.contacts.delete.useMutation();
  const mayDelete = useMay('manager');
  const [notes, setNotes] = useState(message.notes ?? '');
  const [notesError, setNotesError] = useState<string | null>(null);
  const statusButtons = useRef(new Map<ContactStatus, HTMLButtonElement>());
  const focusAfterSave = useRef<ContactStatus | null>(null);
  const notesBox = useRef<HTMLTextAreaElement | null>(null);
  const statusLabelId = useId();
  const messageHeadingId = useId();
  const tel = telHref(message.phone);
  const fromPage = sitePath(message.sourcePath);
  const notesDirty = notes.trim() !== (message.notes ?? '');
  useUnsavedChanges(notesDirty);

  // Once the status buttons are enabled again (a disabled button takes no focus).
  useEffect(() => {
    if (setStatus.isPending || !focusAfterSave.current) return;
    statusButtons.current.get(focusAfterSave.current)?.focus();
    focusAfterSave.current = null;
  }, [setStatus.isPending, message.status]);

  /** The record as the server now has it; the inbox and the nav's NEW count read it again. */
  function stored(saved: ContactMessageDto) {
    utils.admin.contacts.get.setData({ id: saved.id }, saved);
    void utils.admin.contacts.list.invalidate();
    void utils.admin.contacts.newCount.invalidate();
  }

  /** The notes as they may be sent, or null (with the reason shown under the box) when they cannot be. */
  function checkedNotes(textarea: HTMLTextAreaElement | null): string | null {
    const check = contactUpdateInput.shape.notes.safeParse(notes);
    if (!check.success) {
      const problem = check.error.issues[0]?.message;
      setNotesError(problem ? inAdminLanguage(problem) : t('contacts.notesInvalid'));
      textarea?.focus();
      return null;
    }
    setNotesError(null);
    return notes;
  }

  async function changeStatus(status: ContactStatus, { focusGroup = false } = {}) {
    if (status === message.status || setStatus.isPending) return;
    // A note typed but not saved goes with the status: tapping a status and going back loses nothing.
    const withNotes = notesDirty ? checkedNotes(notesBox.current) : undefined;
    if (withNotes === null) return;
    try {
      const saved = await setStatus.mutateAsync({ id: message.id, status, ...(withNotes === undefined ? {} : { notes: withNotes }) });
      stored(saved);
      if (withNotes !== undefined) setNotes(saved.notes ?? '');
      toast.success(t((withNotes === undefined ? MARKED : MARKED_WITH_NOTES)[status]));
      // The "Mark as contacted" button goes away with the NEW status: the focus moves to the status it set.
      if (focusGroup) focusAfterSave.current = status;
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('contacts.statusFailed'))));
    }
  }

  async function onSaveNotes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkedNotes(notesBox.current) === null) return;
    try {
      const saved = await storeNotes.mutateAsync({ id: message.id, notes });
      stored(saved);
      setNotes(saved.notes ?? '');
      toast.success(t('contacts.notesSaved'));
    } catch (error) {
      // What was typed stays in the box.
      const { message: failure, fields } = saveFailure(error, t('contacts.notesFailed'));
      setNotesError(fields.notes ?? failure);
      toast.error(failure);
    }
  }

  async function onDelete() {
    if (!(await confirm({ message: t('contacts.confirmDelete', { name: message.name }), detail: t('contacts.deleteDetail'), confirmLabel: t('contacts.delete'), danger: true }))) return;
    try {
      await remove.mutateAsync({ id: message.id });
      toast.success(t('contacts.deleted', { name: message.name }));
      // The message is gone, its unsaved notes with it: nothing left to ask about.
      await navigate({ to: '/admin/contacts', search: backSearch, ignoreBlocker: true });
      void utils.admin.contacts.list.invalidate();
      void utils.admin.contacts.newCount.invalidate();
    } catch (error) {
      toast.error(inAdminLanguage(errorMessage(error, t('contacts.deleteFailed'))));
    }
  }

  return (
    <AdminPage
      title={message.subject}
      back={back}
      actions={
        <>
          <a className="admin-btn admin-btn--primary" href={replyMailto(message)}>
            {t('contacts.reply')}
          </a>
          {message.status === 'NEW' ? (
            <button type="button" className="admin-btn" onClick={() => void changeStatus('CONTACTED', { focusGroup: true })} disabled={setStatus.isPending}>
              {t('contacts.markContacted')}
            </button>
          ) : null}
        </>
      }
    >
      <div className="contact-detail">
        <article className="admin-panel contact-message" aria-labelledby={messageHeadingId}>
          <h2 id={messageHeadingId} className="contact-detail__heading">
            {t('contacts.messageFrom', { name: message.name })} <StatusBadge status={message.status} />
          </h2>
          <dl className="contact-meta">
            <div>
              <dt>{t('contacts.email')}</dt>
              <dd>
                <a href={mailtoHref(message.email)}>{message.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contacts.phone')}</dt>
              <dd>{message.phone ? tel ? <a href={tel}>{message.phone}</a> : message.phone : '—'}</dd>
            </div>
            <div>
              <dt>{t('contacts.received')}</dt>
              <dd>
                <time dateTime={message.createdAt}>{barTime.long(message.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('contacts.sentFrom')}</dt>
              <dd>
                {fromPage ? (
                  <a href={fromPage} target="_blank" rel="noopener">
                    {fromPage}
                    <span className="visually-hidden"> {t('contacts.newTab')}</span>
                  </a>
                ) : (
                  (message.sourcePath ?? '—')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('contacts.mailToBar')}</dt>
              <dd>{notificationText(message.notification, t)}</dd>
            </div>
          </dl>
          {/* Text, never markup: React escapes it; the CSS keeps the guest's line breaks. */}
          <div className="contact-message__body">{message.message}</div>
          <details className="contact-tech">
            <summary>{t('contacts.technical')}</summary>
            <dl className="contact-meta">
              <div>
                <dt>{t('contacts.ip')}</dt>
                <dd>{message.ip ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('contacts.browser')}</dt>
                <dd>{message.userAgent ?? '—'}</dd>
              </div>
            </dl>
          </details>
        </article>

        <div className="contact-side">
          <section className="admin-panel contact-follow-up" aria-labelledby={statusLabelId}>
            <h2 id={statusLabelId} className="contact-detail__heading">
              {t('contacts.status')}
            </h2>
            <div className="admin-filter__options contact-status" role="group" aria-labelledby={statusLabelId} aria-busy={setStatus.isPending}>
              {CONTACT_STATUSES.map((status) => (
                <button
                  key={status}
                  ref={(node) => {
                    if (node) statusButtons.current.set(status, node);
                    else statusButtons.current.delete(status);
                  }}
                  type="button"
                  className="admin-filter__option"
                  aria-pressed={message.status === status}
                  disabled={setStatus.isPending}
                  onClick={() => void changeStatus(status)}
                >
                  {t(CONTACT_STATUS_KEYS[status])}
                </button>
              ))}
            </div>
            <p className="admin-field__hint">{t('contacts.statusHint')}</p>
          </section>

          <form className="admin-panel contact-notes" onSubmit={(event) => void onSaveNotes(event)} noValidate>
            <Field
              label={t('contacts.notes')}
              hint={
                <>
                  {t('contacts.notesHint')}{' '}
                  <span className={notes.length > MAX_CONTACT_NOTES - 100 ? 'contact-notes__count contact-notes__count--near' : 'contact-notes__count'}>
                    {t('contacts.notesCount', { count: notes.length, max: MAX_CONTACT_NOTES })}
                  </span>
                </>
              }
              error={notesError}
            >
              {(control) => <textarea {...control} ref={notesBox} rows={6} maxLength={MAX_CONTACT_NOTES} value={notes} onChange={(event) => setNotes(event.target.value)} />}
            </Field>
            <div className="contact-notes__actions">
              <button type="submit" className="admin-btn admin-btn--primary" disabled={storeNotes.isPending} aria-busy={storeNotes.isPending}>
                {storeNotes.isPending ? t('common.saving') : t('contacts.saveNotes')}
              </button>
              {notesDirty ? <span className="contact-notes__dirty">{t('contacts.unsaved')}</span> : null}
            </div>
          </form>

          {/* Staff keep a message's status and notes; deleting one is for a manager or the owner. */}
          {mayDelete ? (
            <div className="contact-delete">
              <button type="button" className="admin-btn admin-btn--danger" onClick={() => void onDelete()} disabled={remove.isPending}>
                {t('contacts.deleteMessage')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}
