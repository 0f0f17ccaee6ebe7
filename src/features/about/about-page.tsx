// About: the story of the bar, its kitchen and its wine, and the credits of every photo on the site.
import { Link } from '@tanstack/react-router';
import { aboutParagraphs } from '../../../shared/rules/announcement';
import { useBarSettings } from '../../lib/bar-settings';
import { Icon, type IconName } from '../../components/ui/icon';
import { BookTableLink } from '../../components/book-table-link';
import { PageBand } from '../../components/ui/page-band';
import { PAGE_BAND_PHOTOS } from '../../components/ui/page-band-photos';
import { StoryPhoto } from './story-photo';
import { PhotoCredits } from './photo-credits';
import type { MessageKey } from '../../i18n/catalog-types';
import { useT } from '../../i18n/use-t';
import './about-page.css';

const values: { icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { icon: 'plate', title: 'about.shareTitle', text: 'about.shareText' },
  { icon: 'glass', title: 'about.timeTitle', text: 'about.timeText' },
  { icon: 'leaf', title: 'about.cookTitle', text: 'about.cookText' },
];

export function AboutPage() {
  const t = useT();
  const bar = useBarSettings();
  const city = bar.address.locality;
  return (
    <>
      <PageBand
        eyebrow={t('about.eyebrow')}
        title={t('about.heading')}
        lede={t('about.lede', { name: bar.name, city })}
        photo={PAGE_BAND_PHOTOS.about}
        focus="50% 60%"
      />

      <section className="section about-story" aria-labelledby="story-start">
        <div className="container about-story__grid">
          <div className="about-story__text">
            <p className="eyebrow">{t('about.startEyebrow')}</p>
            <h2 id="story-start" className="about-story__title">
              {t('about.startTitle')}
            </h2>
            {/* The owner's story from the settings: plain paragraphs, never markup. */}
            {aboutParagraphs(bar.about).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <StoryPhoto src="/images/gallery/food/tortilla-espanola.jpg" alt={t('about.photoTortilla')} className="about-story__photo about-story__photo--tall" />
        </div>
      </section>

      <section className="section section--cream-2 about-story" aria-labelledby="story-kitchen">
        <div className="container about-story__grid about-story__grid--reverse">
          <div className="about-story__text">
            <p className="eyebrow">{t('about.kitchenEyebrow')}</p>
            <h2 id="story-kitchen" className="about-story__title">
              {t('about.kitchenTitle')}
            </h2>
            <p>{t('about.kitchenText')}</p>
            <p>{t('about.kitchenText2')}</p>
          </div>
          <StoryPhoto src="/images/gallery/food/gambas-al-ajillo.jpg" alt={t('about.photoGambas')} className="about-story__photo" />
        </div>
      </section>

      <section className="section about-story" aria-labelledby="story-bar">
        <div className="container about-story__grid">
          <div className="about-story__text">
            <p className="eyebrow">{t('about.barEyebrow')}</p>
            <h2 id="story-bar" className="about-story__title">
              {t('about.barTitle')}
            </h2>
            <p>{t('about.barText')}</p>
            <p>{t('about.barText2')}</p>
            <Link to="/{-$lang}/drinks" className="text-link">
              {t('page.browseDrinks')}
              <Icon name="arrow-right" size={18} />
            </Link>
          </div>
          <StoryPhoto src="/images/gallery/drinks/sangria.jpg" alt={t('about.photoSangria')} className="about-story__photo about-story__photo--tall" />
        </div>
      </section>

      <section className="section section--night on-dark about-values" aria-labelledby="values-title">
        <div className="container">
          <p className="eyebrow">{t('about.valuesEyebrow')}</p>
          <h2 id="values-title" className="about-values__title">
            {t('about.valuesTitle')}
          </h2>
          <ul className="about-values__list">
            {values.map((value) => (
              <li key={value.title} className="about-values__item">
                <span className="about-values__icon">
                  <Icon name={value.icon} size={26} />
                </span>
                <h3 className="about-values__name">{t(value.title)}</h3>
                <p>{t(value.text)}</p>
              </li>
            ))}
          </ul>
          <div className="about-values__ctas">
            <BookTableLink className="btn btn--primary btn--lg" />
            <Link to="/{-$lang}/menu" className="btn btn--ghost btn--lg">
              {t('page.seeMenu')}
            </Link>
          </div>
        </div>
      </section>

      <PhotoCredits />
    </>
  );
}
