// Adding dishes to the day: search the menu, optionally give a tag override (with its Español twin), Add. A new dish
// goes after the day's last one (the server's default); a dish already on the day says where it is instead of Add.
import { useRef, useState } from 'react';
import { highlightUpsertInput, type HighlightDay } from '../../../shared/schemas/highlights';
import type { MenuItemDto } from '../../../shared/schemas/menu';
import { trpc } from '../../lib/trpc';
import type { Translations } from '../../../shared/rules/translations';
import { fieldsFromIssues } from '../../../shared/schemas/issues';
import { saveFailure } from '../../components/admin/form-errors';
import { TranslatedField } from '../../components/admin/translated-field';
import { useToast } from '../../components/admin/toasts';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { formatDay } from '../../lib/day-labels';
import { MenuSearch } from './menu-search';
import { orphanTwinRefusal, refusalsInAdminLanguage } from './orphan-twin';
import { useHighlightsRefresh } from './use-highlights-refresh';

export function AddDishes({ day }: { day: HighlightDay }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const when = formatDay(day.date, day.today, lang);
  const toast = useToast();
  const refresh = useHighlightsRefresh();
  const upsert = trpc.admin.highlights.upsert.useMutation();
  const [tag, setTag] = useState('');
  const [translations, setTranslations] = useState<Translations>({});
  /** Refusals by field path: `tagOverride`, `translations.es.tagOverride`. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState<number | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const scheduledAt = new Map(day.scheduled.map((row, index) => [row.itemId, index + 1]));

  async function add(item: MenuItemDto) {
    if (adding !== null) return;
    const check = highlightUpsertInput.safeParse({ date: day.date, itemId: item.id, tagOverride: tag, translations });
    const orphan = orphanTwinRefusal(tag, translations, 'tagOverride', t, lang);
    if (!check.success || orphan) {
      const found = check.success ? {} : refusalsInAdminLanguage(fieldsFromIssues(check.error.issues));
      if (orphan) found.tagOverride ??= orphan;
      setErrors(found);
      toast.error(Object.values(found)[0] ?? t('highlights.checkTag'));
      return;
    }
    setErrors({});
    setAdding(item.id);
    try {
      // No position: the server puts a new dish after the day's last one.
      const { tagOverride, translations: twins } = check.data;
      await upsert.mutateAsync({ date: day.date, itemId: item.id, ...(tagOverride ? { tagOverride, translations: twins } : {}) });
      await refresh();
      toast.success(t('highlights.added', { name: item.name, when }));
      setTag('');
      setTranslations({});
      searchInput.current?.focus();
    } catch (error) {
      const { message, fields } = saveFailure(error, t('highlights.addFailed', { name: item.name }));
      setErrors(fields);
      toast.error(message);
    } finally {
      setAdding(null);
    }
  }

  return (
    <section className="admin-panel hl-tool" aria-labelledby="hl-add-title">
      <h2 id="hl-add-title" className="hl-section-title">
        {t('highlights.addTo', { when })}
      </h2>
      <MenuSearch
        label={t('highlights.searchMenu')}
        inputRef={searchInput}
        renderAction={(item) => {
          const position = scheduledAt.get(item.id);
          if (position !== undefined) return <span className="admin-badge admin-badge--on">{t('highlights.scheduledAt', { position })}</span>;
          return (
            <button type="button" className="admin-btn admin-btn--primary" aria-label={t('highlights.addOf', { name: item.name })} onClick={() => void add(item)} aria-disabled={adding !== null || undefined}>
              {adding === item.id ? t('highlights.adding') : t('highlights.add')}
            </button>
          );
        }}
      >
        <TranslatedField
          label={t('highlights.overrideOptional')}
          hint={t('highlights.overrideHint')}
          name="tagOverride"
          value={tag}
          onChange={setTag}
          translations={translations}
          onTranslationsChange={setTranslations}
          errors={errors}
        >
          {(control) => <input {...control} maxLength={60} placeholder={control.placeholder ?? t('highlights.overrideExample')} />}
        </TranslatedField>
      </MenuSearch>
    </section>
  );
}
