// What the home page shows on the day: its own highlights carousel (src/components), the cards in their order, and
// a status line saying whether that is the day's plan or the standing highlights' fallback. The cards come from the
// server's own rule, so this is the home page, not a guess at it. A dish without a photo is called out: the home
// page shows a placeholder for it.
import type { HighlightDay } from '../../../shared/schemas/highlights';
import { HighlightsCarousel } from '../../components/highlights-carousel';
import { useAdminLang, useAdminT } from '../../i18n/admin-language';
import { cardsWithoutPhoto, joinWords, previewStatus } from './highlight-days';

export function DayPreview({ day }: { day: HighlightDay }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const status = previewStatus(day, t, lang);
  const missing = cardsWithoutPhoto(day.cards);
  return (
    <section className="admin-panel hl-preview" aria-labelledby="hl-preview-title">
      <div className="hl-section-head">
        <h2 id="hl-preview-title" className="hl-section-title">
          {t('highlights.previewTitle')}
        </h2>
      </div>
      <p className={`hl-status hl-status--${status.tone}`}>
        <strong className="hl-status__title">{status.title}</strong> <span className="hl-status__detail">{status.detail}</span>
      </p>
      {missing.length > 0 ? (
        <p className="hl-warning">
          <strong>{t('highlights.noPhoto')}</strong> {t('highlights.placeholderFor', { names: joinWords(missing.map((card) => card.name), t) })}
        </p>
      ) : null}
      {day.cards.length > 0 ? (
        <div className="hl-preview__frame">
          <HighlightsCarousel key={day.date} dishes={day.cards} autoplay={false} className="hl-preview__carousel" />
        </div>
      ) : null}
    </section>
  );
}
