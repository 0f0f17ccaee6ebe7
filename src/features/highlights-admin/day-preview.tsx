// What the home page's highlights carousel shows on the day, card by card in its order, and why (scheduled or the
// standing fallback). The cards come from the server's own rule, so this is the home page, not a guess at it.
import { site } from '../../../shared/config/site';
import { formatPrice } from '../../../shared/rules/price';
import type { HighlightDay } from '../../../shared/schemas/highlights';
import { DishThumb } from './dish-thumb';
import { formatDay, previewSummary } from './highlight-days';

export function DayPreview({ day }: { day: HighlightDay }) {
  return (
    <section className="admin-panel hl-preview" aria-labelledby="hl-preview-title">
      <div className="hl-section-head">
        <h2 id="hl-preview-title" className="hl-section-title">
          On the home page
        </h2>
        <span className={`admin-badge ${day.source === 'scheduled' ? 'admin-badge--on' : ''}`}>{day.source === 'scheduled' ? 'Scheduled' : 'Standing highlights'}</span>
      </div>
      <p className="hl-preview__summary">{previewSummary(day)}</p>
      {day.cards.length > 0 ? (
        <ol className="hl-cards" aria-label={`Cards shown on ${formatDay(day.date, day.today)}`}>
          {day.cards.map((card, index) => (
            <li key={card.id} className="hl-card">
              <div className="hl-card__media">
                <DishThumb src={card.image} className="hl-card__img" sizes="200px" />
                {card.tag ? <span className="hl-card__tag">{card.tag}</span> : null}
              </div>
              <div className="hl-card__body">
                <p className="hl-card__name" title={card.name}>
                  <span className="hl-card__num" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="hl-card__dish">{card.name}</span>
                </p>
                <p className="hl-card__price tabular">{formatPrice(card.price, site.currency)}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
