// Today's menu highlights: a carousel of dish cards. While loading it says so; on error the section is left out.
import { Link } from '@tanstack/react-router';
import type { HighlightsQuery } from '../../../shared/schemas/highlights';
import { HighlightsCarousel } from '../../components/highlights-carousel';
import { Icon } from '../../components/ui/icon';
import { trpc } from '../../lib/trpc';
import { useT } from '../../i18n/use-t';
import './highlights.css';

export function HighlightsSection({ input }: { input: HighlightsQuery }) {
  const t = useT();
  const highlights = trpc.highlights.list.useQuery(input, { retry: false });
  // The home page ignores a failure (and an empty day): no section at all.
  if (highlights.isError || (highlights.isSuccess && highlights.data.length === 0)) return null;

  return (
    <section className="section highlights" aria-labelledby="highlights-title">
      <div className="container">
        <div className="section-head">
          <div>
            <p className="eyebrow">{t('home.highlightsEyebrow')}</p>
            <h2 id="highlights-title" className="section-head__title">
              {t('home.highlightsTitle')}
            </h2>
          </div>
          <Link to="/{-$lang}/menu" className="text-link">
            {t('home.fullMenu')}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        {highlights.isPending ? (
          <p className="highlights__loading" role="status">
            {t('home.highlightsLoading')}
          </p>
        ) : (
          <HighlightsCarousel dishes={highlights.data} />
        )}
      </div>
    </section>
  );
}
